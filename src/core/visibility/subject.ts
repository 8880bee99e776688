/**
 * What an answer is read for: the client's brand and domain, its competitors, and the category
 * terms of the prompt. Built by the caller from the project, its competitors and the prompt's tags.
 */
export interface TrackedBrand {
  name: string;
  /** Other names of the same brand ("Acme Inc.", "Acme CRM"). */
  aliases: string[];
  /** The brand's own site: a host or URL; its registrable domain and every subdomain count. */
  domain: string;
}

export interface VisibilitySubject {
  client: TrackedBrand;
  competitors: TrackedBrand[];
  /** Category terms to record as CATEGORY mentions when an answer uses them ("CRM", "payroll software"). */
  categoryTerms: string[];
}
