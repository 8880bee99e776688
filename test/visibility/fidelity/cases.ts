// The fidelity corpus: realistic engine answers, as wire-format bodies, each with the mentions a
// careful reader finds in its prose. Four subjects: a CRM (common-word competitors "monday.com"
// and "Notion"), payroll ("Rippling", and the client's alias "Pathway" is a common word), a help
// desk (written with the Italian, Portuguese and Dutch answers, after their rules) and accounting
// software (the fifth batch, held out; "Wave" is a common word).
import type { MentionKind, MentionRole, Sentiment } from '../../../src/generated/prisma/enums.ts';
import type { EngineName } from '../../../src/engines/answer.ts';
import type { VisibilitySubject } from '../../../src/core/visibility/subject.ts';
import { coffeeSubject } from './corpus/eighth-batch.ts';
import { mealKitsSubject } from './corpus/eleventh-batch.ts';
import { runningShoesSubject } from './corpus/fourteenth-batch.ts';
import { languageAppsSubject } from './corpus/ninth-batch.ts';
import { ebikesSubject } from './corpus/seventh-batch.ts';
import { projectsSubject } from './corpus/sixth-batch.ts';
import { passwordManagersSubject } from './corpus/tenth-batch.ts';
import { mattressesSubject } from './corpus/thirteenth-batch.ts';
import { robotVacuumsSubject } from './corpus/twelfth-batch.ts';

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';

/** Why a name must NOT be found: it stands only in a link, URL, source title, heading/label, or as an ordinary word. */
export type Trap = 'link' | 'heading' | 'common-word';

export interface FidelityCase {
  id: string;
  engine: EngineName;
  lang: Lang;
  subject: keyof typeof subjects;
  /** The provider's response body as sent. */
  body: unknown;
  /**
   * Every brand a reader finds in the prose: [name, kind, role]; role null when the answer leaves
   * it open (not a clear-cut case). THIRD_PARTY entries are brands the answer names: reporting
   * them is correct, missing them is not counted (third-party detection is deliberately narrow).
   * The optional fourth entry is the sentiment a reader gives it (the polarity-flip check).
   */
  expect: Array<[string, MentionKind, MentionRole | null, Sentiment?]>;
  /** Portuguese cases: the variety written (Brazilian or European). */
  variety?: 'pt-BR' | 'pt-PT';
  /** Names that must not be reported, and why. */
  traps?: Record<string, Trap>;
}

export const subjects = {
  crm: {
    client: { name: 'Brightdesk', aliases: ['Brightdesk CRM'], domain: 'brightdesk.io' },
    competitors: [
      { name: 'HubSpot', aliases: ['HubSpot CRM'], domain: 'hubspot.com' },
      { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' },
      { name: 'monday.com', aliases: ['Monday', 'monday CRM'], domain: 'monday.com' },
      { name: 'Notion', aliases: [], domain: 'notion.so' },
    ],
    categoryTerms: ['CRM'],
  },
  payroll: {
    client: { name: 'Pathway Payroll', aliases: ['Pathway'], domain: 'pathwaypayroll.com' },
    competitors: [
      { name: 'Rippling', aliases: [], domain: 'rippling.com' },
      { name: 'Gusto', aliases: [], domain: 'gusto.com' },
      { name: 'Deel', aliases: [], domain: 'deel.com' },
      { name: 'ADP', aliases: ['ADP Workforce Now'], domain: 'adp.com' },
    ],
    categoryTerms: ['payroll software', 'payroll'],
  },
  helpdesk: {
    client: { name: 'Supportly', aliases: ['Supportly Desk'], domain: 'supportly.io' },
    competitors: [
      { name: 'Zendesk', aliases: [], domain: 'zendesk.com' },
      { name: 'Freshdesk', aliases: [], domain: 'freshdesk.com' },
      { name: 'Help Scout', aliases: ['HelpScout'], domain: 'helpscout.com' },
      { name: 'Intercom', aliases: [], domain: 'intercom.com' },
    ],
    categoryTerms: ['help desk', 'helpdesk'],
  },
  accounting: {
    client: { name: 'Ledgerly', aliases: [], domain: 'ledgerly.app' },
    competitors: [
      { name: 'QuickBooks', aliases: ['QuickBooks Online'], domain: 'quickbooks.intuit.com' },
      { name: 'Xero', aliases: [], domain: 'xero.com' },
      { name: 'FreshBooks', aliases: [], domain: 'freshbooks.com' },
      { name: 'Wave', aliases: ['Wave Accounting'], domain: 'waveapps.com' },
    ],
    categoryTerms: ['accounting software'],
  },
  /** The sixth batch (written blind, held out): project-management software; "Linear" is a common word. */
  projects: projectsSubject,
  /** The seventh batch (written blind, held out): e-bike makers; "Gazelle" is a common word. */
  ebikes: ebikesSubject,
  /** The eighth batch (written blind, held out): coffee machines; "Sage" is a common word, "Jura" also a region. */
  coffee: coffeeSubject,
  /** The ninth batch (written blind, held out): language-learning apps; "Babbel" is a common word (Dutch "een babbel", a chat). */
  languageApps: languageAppsSubject,
  /** The tenth batch (written blind, held out): password managers; "Keeper" is a common word ("a keeper", a goalkeeper in German and Dutch). */
  passwordManagers: passwordManagersSubject,
  /** The eleventh batch (written blind, held out): meal-kit delivery; "Factor" is a common word ("a factor", "el factor precio", "een belangrijke factor"). */
  mealKits: mealKitsSubject,
  /** The twelfth batch (written blind, held out): robot vacuums; "roomba" is a common word ("a basic roomba", "a cheap roomba from Aldi": any robot vacuum). */
  robotVacuums: robotVacuumsSubject,
  /** The thirteenth batch (written blind, held out): mattresses; "Emma" and "Simba" are common words (a friend called Emma, the Lion King's Simba). */
  mattresses: mattressesSubject,
  /** The fourteenth batch (written blind, held out): running shoes; "Brooks" is a common word (a stream, a surname) and "On" the preposition (and French pronoun). */
  runningShoes: runningShoesSubject,
} satisfies Record<string, VisibilitySubject>;
