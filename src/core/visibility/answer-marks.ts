/**
 * The names the answer viewer marks in an engine answer: each mention extraction stored for the
 * answer, with where its name stands in the answer's text. Offsets are those extraction recorded
 * (`mention.text_offsets`, UTF-16 code units into `engine_answer.text`). A row extracted before
 * offsets were kept has none: its name is then looked for in the text with the same matcher
 * extraction uses (the stored name only, not the aliases it may have been found by), and the mark
 * says so (`located: 'by_name'`), so the viewer never presents a guess as a recorded position.
 * Each mark carries the role judge's verdict when there is one, beside the lexicon's.
 */
import type { Db } from '../../db/client.ts';
import type { MentionJudgementStatus, MentionKind, MentionRole, Sentiment } from '../../generated/prisma/enums.ts';
import type { Principal } from '../access/api-keys.ts';
import { findOccurrences, variantsOf } from './name-matcher.ts';
import { maskNonProse } from './prose.ts';
import { foldWithOrigin } from './text-fold.ts';

export interface TextSpan {
  start: number;
  end: number;
}

export interface MentionMark {
  name: string;
  kind: MentionKind;
  role: MentionRole;
  sentiment: Sentiment | null;
  /** 'recorded': the offsets extraction stored; 'by_name': found now by the mention's name (older rows). */
  located: 'recorded' | 'by_name';
  spans: TextSpan[];
  /**
   * The optional role judge's verdict on this mention, stored beside the lexicon's (`role`,
   * `sentiment`), never over it; null when no judge looked at it (docs/methodology.md, "The role judge").
   */
  judge: MentionJudgeView | null;
}

export interface MentionJudgeView {
  /** JUDGED: the model's verdict; FALLBACK: none usable, the lexicon's stands (`failure` says why). */
  status: MentionJudgementStatus;
  role: MentionRole | null;
  sentiment: Sentiment | null;
  /** The sentence of the answer that decides, as the judge quoted it. */
  evidence: string | null;
  model: string;
  failure: string | null;
  /** Whether the judge's role and sentiment equal the lexicon's; null unless JUDGED. */
  agrees: boolean | null;
}

/** Start/end pairs of a stored int4[] as spans, dropping any that do not fit the text. */
export function spansOfOffsets(offsets: readonly number[], textLength: number): TextSpan[] {
  const spans: TextSpan[] = [];
  for (let i = 0; i + 1 < offsets.length; i += 2) {
    const [start, end] = [offsets[i], offsets[i + 1]];
    if (start >= 0 && start < end && end <= textLength) spans.push({ start, end });
  }
  return spans;
}

/** Where `name` occurs in the prose of `text`, as extraction would find it under that name alone. */
function spansByName(text: string, kind: MentionKind, name: string): TextSpan[] {
  const prose = maskNonProse(text);
  const variants = variantsOf(name, []);
  if (!variants.length) return [];
  return findOccurrences(prose, foldWithOrigin(prose), [{ kind, name, variants }]).map((o) => ({ start: o.start, end: o.end }));
}

/** The mentions of one engine answer of the principal's account, first occurrence first, each with its spans in `text`. */
export async function mentionMarks(db: Db, p: Principal, answerId: string, text: string): Promise<MentionMark[]> {
  const rows = await db.mention.findMany({
    where: { engineAnswerId: answerId, accountId: p.accountId },
    select: {
      name: true,
      kind: true,
      role: true,
      sentiment: true,
      textOffsets: true,
      position: true,
      judgement: { select: { status: true, role: true, sentiment: true, evidence: true, model: true, failureCode: true } },
    },
    orderBy: [{ id: 'asc' }],
  });
  const marks = rows.map((m): MentionMark => {
    const recorded = spansOfOffsets(m.textOffsets, text.length);
    return {
      name: m.name,
      kind: m.kind,
      role: m.role,
      sentiment: m.sentiment,
      located: recorded.length ? 'recorded' : 'by_name',
      spans: recorded.length ? recorded : spansByName(text, m.kind, m.name),
      judge: m.judgement
        ? {
            status: m.judgement.status,
            role: m.judgement.role,
            sentiment: m.judgement.sentiment,
            evidence: m.judgement.evidence,
            model: m.judgement.model,
            failure: m.judgement.failureCode,
            agrees: m.judgement.status === 'JUDGED' ? m.judgement.role === m.role && m.judgement.sentiment === m.sentiment : null,
          }
        : null,
    };
  });
  return marks.sort((a, b) => (a.spans[0]?.start ?? Infinity) - (b.spans[0]?.start ?? Infinity));
}
