// What the role tests read: the mention of a placeholder brand in a sentence of their own
// (Acme the client; Rival and Zenith competitors), and whether it came out with a positive or a
// negative polarity (a recommendation or praise; an exclusion, criticism or blame).
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

export const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [
    { name: 'Rival', aliases: [], domain: 'rival.io' },
    { name: 'Zenith', aliases: [], domain: 'zenith.com' },
  ],
  categoryTerms: [],
};

export const mention = (text: string, name = 'Acme') => extractMentions(text, subject).find((m) => m.name === name);
export const positive = (m: ReturnType<typeof mention>) => m?.role === 'RECOMMENDED' || m?.sentiment === 'POSITIVE';
export const negative = (m: ReturnType<typeof mention>) =>
  m?.role === 'EXCLUDED' || m?.role === 'CRITICIZED' || m?.sentiment === 'NEGATIVE';
