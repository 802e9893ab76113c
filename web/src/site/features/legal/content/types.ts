/** A paragraph, or a bulleted list when it is an array of items. */
export type LegalBlock = string | readonly string[];

export type LegalSection = {
  /** Title without its number; the page numbers sections in order ("1. Informações gerais"). */
  title: string;
  body: readonly LegalBlock[];
};

/** Company data the legal texts mention (from useCompany()). */
export type LegalCompany = { name: string; email: string; city: string };
