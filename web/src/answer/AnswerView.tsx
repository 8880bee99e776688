// An engine's answer as the engine wrote it, readable: its Markdown rendered safely (render.ts),
// the names extraction found marked (the client's, each competitor's, other brands' and category
// terms, with a legend that does not rely on colour), its citations numbered as chips and listed
// with their sources, what the engine retrieved without citing listed apart, and what the engine
// searched for (its fan-out, docs/fanout.md) with whether each search led to a citation. Loaded on
// demand (LazyAnswerView.tsx) with its Markdown renderer and sanitizer, off the other pages.
import { useMemo } from 'react';
import { Empty } from '../components/states.tsx';
import { formatDateTime } from '../format.ts';
import { answerStatusLabels, engineName, mentionKindLabels, mentionRoleLabels, sentimentLabels } from '../labels.ts';
import type { Outputs } from '../trpc.ts';
import { type MentionStyle, renderAnswer } from './render.ts';

export type Answer = Outputs['projects']['answer'];
type Mention = Answer['mentions'][number];

const competitorStyles = 6;

/** Each mention's mark style: the client one way, each competitor its own, the rest quieter. */
function stylesOf(mentions: Mention[]): MentionStyle[] {
  const competitors = [...new Set(mentions.filter((m) => m.kind === 'COMPETITOR').map((m) => m.name))];
  return mentions.map((m) => ({
    className:
      m.kind === 'CLIENT'
        ? 'mention client'
        : m.kind === 'COMPETITOR'
          ? `mention competitor c${competitors.indexOf(m.name) % competitorStyles}`
          : m.kind === 'CATEGORY'
            ? 'mention category'
            : 'mention other',
    label: `${mentionKindLabels[m.kind]}: ${m.name}`,
  }));
}

const kindOrder = { CLIENT: 0, COMPETITOR: 1, THIRD_PARTY: 2, CATEGORY: 3 } as const;

/** The legend's order: your brand, the competitors, other brands, category terms (each in text order). */
function legendOrder(mentions: Mention[]): number[] {
  return mentions.map((_m, i) => i).sort((a, b) => kindOrder[mentions[a].kind] - kindOrder[mentions[b].kind] || a - b);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A source: its title (else its host) linked, its host beside it. */
function SourceLink({ url, title }: { url: string; title: string | null }) {
  return (
    <>
      <a href={url} rel="noreferrer noopener nofollow" target="_blank">
        {title ?? hostOf(url)}
      </a>{' '}
      <span className="muted">{hostOf(url)}</span>
    </>
  );
}

const lexiconVerdict = (role: Mention['role'], sentiment: Mention['sentiment']) =>
  `${mentionRoleLabels[role]}${sentiment ? `, ${sentimentLabels[sentiment].toLowerCase()}` : ''}`;

/**
 * Each brand's role and sentiment by the rules (the lexicon) beside the optional role judge's
 * verdict, with the sentence that decided it; a disagreement is marked in words, not only colour.
 */
function JudgeVerdicts({ mentions, Heading }: { mentions: Mention[]; Heading: 'h2' | 'h3' }) {
  const brands = mentions.filter((m) => m.kind !== 'CATEGORY');
  if (brands.length === 0) return null;
  const judged = brands.filter((m) => m.judge !== null);
  const disagreements = judged.filter((m) => m.judge?.agrees === false).length;
  return (
    <section aria-labelledby="judge-h" data-testid="role-judge">
      <Heading id="judge-h">Roles: the rules and the judge</Heading>
      {judged.length === 0 ? (
        <Empty>
          No language-model judge has read this answer (the role judge is off for this project, or has not run on this audit yet): the roles
          below the names are the rules&apos; alone.
        </Empty>
      ) : (
        <>
          <p className="muted" data-testid="judge-summary">
            Judged by {judged[0].judge?.model}:{' '}
            {disagreements === 0
              ? 'it agrees with the rules on every brand it judged.'
              : `it disagrees with the rules on ${disagreements === 1 ? '1 brand' : `${disagreements} brands`}.`}
          </p>
          <table>
            <caption className="sr-only">The rules&apos; and the judge&apos;s verdict per brand</caption>
            <thead>
              <tr>
                <th scope="col">Brand</th>
                <th scope="col">Rules</th>
                <th scope="col">Judge</th>
                <th scope="col">Deciding sentence</th>
              </tr>
            </thead>
            <tbody>
              {brands.map((m) => (
                <tr key={`${m.kind}-${m.name}`} data-testid="judge-row" className={m.judge?.agrees === false ? 'disagrees' : undefined}>
                  <th scope="row">{m.name}</th>
                  <td>{lexiconVerdict(m.role, m.sentiment)}</td>
                  <td>
                    {m.judge === null ? (
                      <span className="muted">not judged</span>
                    ) : m.judge.status === 'FALLBACK' ? (
                      <span className="muted">no usable verdict ({m.judge.failure ?? 'fallback'}): the rules&apos; verdict stands</span>
                    ) : (
                      <>
                        {m.judge.role ? lexiconVerdict(m.judge.role, m.judge.sentiment) : 'no role'}
                        {m.judge.agrees === false && <strong className="warning"> · disagrees</strong>}
                      </>
                    )}
                  </td>
                  <td>{m.judge?.evidence ? <q>{m.judge.evidence}</q> : <span className="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

type Search = NonNullable<Answer['searchQueries']>[number];

/** Whether the search led to a citation, and whose site that citation is on (the client's, a competitor's). */
function ledLabel(q: Search): string {
  if (q.ledToCitation === null) return 'not linked by the provider';
  if (!q.ledToCitation) return 'no';
  const whose = [q.ledToClientCitation && 'your site', q.ledToCompetitorCitation && 'a competitor’s site'].filter(Boolean);
  return whose.length ? `yes: ${whose.join(' and ')}` : 'yes';
}

/**
 * What the engine searched for (docs/fanout.md), in the order it searched: each search with
 * whether the answer cites a result of it (and whether on the client's or a competitor's site),
 * and the results the provider links to it, folded.
 * A null list and an empty one are told apart: not exposed by the engine, or no search at all.
 */
function Searches({ answer, Heading }: { answer: Answer; Heading: 'h2' | 'h3' }) {
  const searches = answer.searchQueries;
  return (
    <section aria-labelledby="searches-h" data-testid="answer-searches">
      <Heading id="searches-h">What the engine searched for</Heading>
      {searches === null ? (
        <Empty>
          This engine does not expose its searches ({engineName(answer.engine)} returns its answer without the searches behind it): none are
          shown rather than guessed.
        </Empty>
      ) : searches.length === 0 ? (
        <Empty>No searches for this answer: the engine answered without searching the web.</Empty>
      ) : (
        <table>
          <caption className="sr-only">The engine&apos;s searches in order, and whether each led to a citation</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Search</th>
              <th scope="col">Led to a citation</th>
              <th scope="col">Results found</th>
            </tr>
          </thead>
          <tbody>
            {searches.map((q) => (
              <tr key={q.position} data-testid="search-row">
                <td>{q.position}</td>
                <td>{q.query}</td>
                <td>{q.ledToCitation === null ? <span className="muted">{ledLabel(q)}</span> : ledLabel(q)}</td>
                <td>
                  {q.foundUrls === null ? (
                    <span className="muted">not linked by the provider</span>
                  ) : q.foundUrls.length === 0 ? (
                    <span className="muted">none</span>
                  ) : (
                    <details>
                      <summary>
                        {q.foundUrls.length === 1 ? '1 result' : `${q.foundUrls.length} results`}
                        <span className="sr-only"> of the search {q.query}</span>
                      </summary>
                      <ul>
                        {q.foundUrls.map((url, i) => (
                          <li key={`${i}-${url}`}>
                            <SourceLink url={url} title={null} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** `level`: the level of the view's own headings (under the page's or the dialog's title). */
export default function AnswerView({ answer, level = 3 }: { answer: Answer; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const styles = useMemo(() => stylesOf(answer.mentions), [answer.mentions]);
  const rendered = useMemo(
    () => (answer.text ? renderAnswer(answer.text, answer.sources, answer.mentions, styles) : null),
    [answer.text, answer.sources, answer.mentions, styles],
  );
  const retrieved = answer.sources.filter((s) => s.attachment === 'listed');
  const located = answer.mentions.some((m) => m.located === 'by_name');
  return (
    <div className="answer-view" data-testid="answer-view">
      <p className="muted">
        {engineName(answer.engine)} · {answer.model ?? 'model not recorded'}
        {answer.servedModel && answer.servedModel !== answer.model && <> · answered by {answer.servedModel}</>} · asked{' '}
        {formatDateTime(answer.askedAt)}
        {answer.sample > 1 && <> · sample {answer.sample}</>}
      </p>
      <p>
        <strong>Prompt:</strong> {answer.promptText}
      </p>
      {answer.truncated && (
        <p role="note" className="warning">
          This answer was cut off ({answer.finishReason ?? 'incomplete'}): it is shown as received, but its mentions and citations are not
          counted in rates or scores.
        </p>
      )}
      {answer.lostRequests > 0 && (
        <p role="note" className="muted">
          {answer.lostRequests} of {answer.billableRequests ?? answer.lostRequests} requests for this answer timed out or were dropped after
          reaching the engine: the provider may have billed them, and their cost is counted.
        </p>
      )}
      {answer.mentions.length > 0 && rendered && (
        <section aria-labelledby="marked-h" className="legend">
          <Heading id="marked-h">Names found in this answer</Heading>
          {located && (
            <p className="muted" role="note" data-testid="located-by-name">
              Where each name stands was not recorded when this answer was processed: the names are marked where they appear in the text.
            </p>
          )}
          <ul data-testid="mention-legend">
            {legendOrder(answer.mentions).map((i) => {
              const m = answer.mentions[i];
              return (
                <li key={`${m.kind}-${m.name}`}>
                  <mark className={styles[i].className}>{m.name}</mark> {mentionKindLabels[m.kind]}
                  {m.kind !== 'CATEGORY' && (
                    <span className="muted">
                      {' '}
                      · {mentionRoleLabels[m.role]}
                      {m.sentiment && <> · {sentimentLabels[m.sentiment].toLowerCase()}</>}
                    </span>
                  )}
                  <span className="muted">
                    {' '}
                    · {rendered.markCounts[i] === 1 ? 'marked once' : `marked ${rendered.markCounts[i]} times`}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <JudgeVerdicts mentions={answer.mentions} Heading={Heading} />
      {rendered ? (
        <div className="answer-md" data-testid="answer-text" dangerouslySetInnerHTML={{ __html: rendered.html }} />
      ) : (
        <Empty>The engine gave no text ({answerStatusLabels[answer.status]}).</Empty>
      )}
      {rendered && rendered.cited.length > 0 && (
        <section aria-labelledby="cited-h">
          <Heading id="cited-h">Sources cited ({rendered.cited.length})</Heading>
          <ol className="cited" data-testid="cited-sources">
            {rendered.cited.map((c) => (
              <li key={c.n} value={c.n}>
                <SourceLink url={c.url} title={c.title} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {retrieved.length > 0 && (
        <details data-testid="retrieved-sources">
          <summary>Retrieved but not cited ({retrieved.length})</summary>
          <p className="muted">
            The engine read these while answering but cited none of them: they are not citations and count in no score.
          </p>
          <ul>
            {retrieved.map((s) => (
              <li key={s.url}>
                <SourceLink url={s.url} title={s.title} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <Searches answer={answer} Heading={Heading} />
    </div>
  );
}
