import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../src/site/analyze/html-dom.ts';
import { extractMainContent, type Passage, passageLimits } from '../../../src/site/analyze/main-content.ts';
import { lengthShare, passageComponents, scorePage, scorePassage } from '../../../src/site/analyze/passage-score.ts';

const site = 'https://www.example.com';
const isExternal = (url: string) => !url.startsWith(site);

function content(body: string) {
  return extractMainContent(parseHtml(`<!doctype html><html><body>${body}</body></html>`).root, `${site}/page`).content;
}

function passage(heading: string | null, html: string): Passage {
  const c = content(`${heading ? `<h2>${heading}</h2>` : ''}${html}`);
  expect(c.passages).toHaveLength(1);
  return c.passages[0];
}

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('main content and passages', () => {
  it('drops navigation, site header/footer, asides, scripts, hidden and boilerplate blocks', () => {
    const c = content(`
      <header><nav><a href="/">Home</a> Menu text</nav></header>
      <div class="cookie-banner">We use cookies</div>
      <main>
        <article><header><h1>Kept title</h1><p class="byline">By Ann</p></header>
        <p>Kept paragraph.</p><aside>Aside text</aside><script>var hidden = 1;</script>
        <p hidden>Hidden text</p><p style="display: none">Invisible</p><div aria-hidden="true">Decor</div></article>
      </main>
      <footer>Footer text</footer>`);
    expect(c.rootKind).toBe('main');
    expect(c.text).toContain('Kept title');
    expect(c.text).toContain('By Ann');
    expect(c.text).toContain('Kept paragraph.');
    for (const gone of ['Menu text', 'We use cookies', 'Aside text', 'var hidden', 'Hidden text', 'Invisible', 'Decor', 'Footer text'])
      expect(c.text).not.toContain(gone);
  });

  it('uses a single <article> when there is no <main>, else the body', () => {
    expect(content('<nav>n</nav><article><p>a</p></article>').rootKind).toBe('article');
    expect(content('<article><p>a</p></article><article><p>b</p></article>').rootKind).toBe('body');
  });

  it('groups blocks under headings and splits long sections into continuations', () => {
    const c = content(`<h1>Title</h1><h2>First?</h2><p>${words(50)}.</p><ul><li>one</li><li>two</li></ul>
      <h2>Long</h2>${Array.from({ length: 6 }, () => `<p>${words(90)}.</p>`).join('')}<h3>Table</h3><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>`);
    expect(c.passages.map((p) => [p.heading, p.continuation, p.hasList, p.hasTable])).toEqual([
      ['First?', false, true, false],
      ['Long', false, false, false],
      ['Long', true, false, false],
      ['Long', true, false, false],
      ['Table', false, false, true],
    ]);
    expect(c.passages[1].words).toBeLessThanOrEqual(200);
    expect(c.passages[4].text).toBe('a | b\n1 | 2');
  });

  it('caps passages on huge pages', () => {
    const c = content(Array.from({ length: 3000 }, (_, i) => `<h2>H${i}</h2><p>${words(30)}.</p>`).join(''));
    expect(c.passages.length).toBe(passageLimits.maxPassages);
  });
});

describe('passage scorer', () => {
  const answer =
    '<p>Generative engine optimisation is the practice of making content easy for AI answer engines to cite. It works by answering questions directly, with figures and sources, in short self-contained sections that can be quoted whole. Sites that do this well are cited more often.</p>';

  it('rewards an answer-first passage under a question heading', () => {
    const s = scorePassage(passage('What is generative engine optimisation?', answer), isExternal);
    expect(s.points.answerFirst).toBe(passageComponents.answerFirst);
    expect(s.points.questionHeading).toBe(passageComponents.questionHeading);
    expect(s.points.definition).toBe(passageComponents.definition);
    expect(s.points.length).toBe(passageComponents.length);
    expect(s.points.selfContained).toBe(passageComponents.selfContained);
  });

  it('gives no answer-first points to filler openings, questions, or passages without a heading', () => {
    const filler = `<p>In this article we will explore everything about engine optimisation and more. ${words(40)}.</p>`;
    expect(scorePassage(passage('What is engine optimisation?', filler), isExternal).points.answerFirst).toBe(0);
    const question = `<p>Have you ever wondered what engine optimisation is? ${words(40)}.</p>`;
    expect(scorePassage(passage('Engine optimisation', question), isExternal).points.answerFirst).toBe(0);
    expect(scorePassage(passage(null, answer), isExternal).points.answerFirst).toBe(0);
    expect(scorePassage(passage(null, answer), isExternal).points.questionHeading).toBe(0);
  });

  it('gives partial answer-first points to an opening that does not address the heading', () => {
    const off = `<p>Our team is based in Lisbon and Porto. ${words(40)}.</p>`;
    expect(scorePassage(passage('Pricing for enterprise plans', off), isExternal).points.answerFirst).toBe(
      passageComponents.answerFirst * 0.5,
    );
  });

  it('scores quotable length: 40-200 words ideal, ramps outside', () => {
    expect([10, 20, 30, 40, 120, 200, 300, 400, 500].map(lengthShare)).toEqual([0, 0, 0.5, 1, 1, 1, 0.5, 0, 0]);
  });

  it('penalises passages that lean on earlier text', () => {
    const p = passage('Setup', `<p>It is also important to restart afterwards. ${words(40)}.</p>`);
    expect(scorePassage(p, isExternal).points.selfContained).toBe(0);
    const q = passage('Setup', `<p>Restart the server after setup, as mentioned above. ${words(40)}.</p>`);
    expect(scorePassage(q, isExternal).points.selfContained).toBe(passageComponents.selfContained / 2);
  });

  it('counts figures: two or more earn full points, one earns half', () => {
    expect(
      scorePassage(passage('Adoption', `<p>In 2025, 58% of adults saw an AI summary. ${words(30)}.</p>`), isExternal).points.statistics,
    ).toBe(passageComponents.statistics);
    expect(
      scorePassage(passage('Adoption', `<p>Most adults saw an AI summary, about 58% of them. ${words(30)}.</p>`), isExternal).points
        .statistics,
    ).toBe(passageComponents.statistics / 2);
    expect(scorePassage(passage('Adoption', `<p>Most adults saw an AI summary. ${words(30)}.</p>`), isExternal).points.statistics).toBe(0);
  });

  it('credits named or linked sources fully, vague research talk by half', () => {
    const linked = passage(
      'Adoption',
      `<p>Adoption grew fast, as <a href="https://www.pewresearch.org/x">Pew found</a>. ${words(30)}.</p>`,
    );
    expect(scorePassage(linked, isExternal).points.sources).toBe(passageComponents.sources);
    const internal = passage('Adoption', `<p>Adoption grew fast, see <a href="${site}/other">our page</a>. ${words(30)}.</p>`);
    expect(scorePassage(internal, isExternal).points.sources).toBe(0);
    expect(scorePassage(passage('Adoption', `<p>According to Gartner, adoption grew. ${words(30)}.</p>`), isExternal).points.sources).toBe(
      passageComponents.sources,
    );
    expect(scorePassage(passage('Adoption', `<p>Research shows adoption grew. ${words(30)}.</p>`), isExternal).points.sources).toBe(
      passageComponents.sources / 2,
    );
  });

  it('rewards lists and tables, and short sentences', () => {
    const list = passage('Steps', `<p>${words(30)}.</p><ol><li>Open the file.</li><li>Save it.</li></ol>`);
    expect(scorePassage(list, isExternal).points.structure).toBe(passageComponents.structure);
    const long = passage('Prose', `<p>${words(70)}.</p>`);
    expect(scorePassage(long, isExternal).points.readability).toBe(0);
    const short = passage('Prose', `<p>${Array.from({ length: 6 }, () => `Short sentence of about eight words here.`).join(' ')}</p>`);
    expect(scorePassage(short, isExternal).points.readability).toBe(passageComponents.readability);
  });

  it('sums components to the total and stays within 0-100', () => {
    const s = scorePassage(passage('What is generative engine optimisation?', answer), isExternal);
    expect(Object.values(s.points).reduce((a, b) => a + b, 0)).toBeCloseTo(s.total);
    expect(s.total).toBeGreaterThan(60);
    expect(s.total).toBeLessThanOrEqual(100);
  });
});

describe('page aggregation', () => {
  it('averages the best five passages over at least three slots', () => {
    const good = passage(
      'What is generative engine optimisation?',
      '<p>Generative engine optimisation is the practice of making content easy for AI engines to cite. In 2025, 58% of adults saw AI answers, according to Pew Research. It rewards short sections that answer directly and can be quoted whole by an engine.</p>',
    );
    const one = scorePage([good], isExternal);
    const single = scorePassage(good, isExternal).total;
    expect(one.score).toBeCloseTo(single / 3);
    const many = scorePage(
      Array.from({ length: 8 }, (_, i) => ({ ...good, index: i })),
      isExternal,
    );
    expect(many.score).toBeCloseTo(single);
    expect(many.top).toHaveLength(5);
    expect(Object.values(many.points).reduce((a, b) => a + b, 0)).toBeCloseTo(many.score);
  });

  it('scores an empty page 0', () => {
    expect(scorePage([], isExternal).score).toBe(0);
  });
});
