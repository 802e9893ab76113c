/**
 * JSON shapes of the page-content `content` field, per content_type (spec §3 "page_contents").
 * The renderer of each shape lives in the page that shows it; missing keys fall back to the built-in copy.
 */
export type HeroContent = {
  /** Main heading (on home the rotating word is appended after it). */
  title: string;
  subtitle: string;
  cta_label: string;
  /** A site path such as /agendamento. */
  cta_href: string;
};

export type CtaContent = {
  title: string;
  text: string;
  button_label: string;
  button_href: string;
};

export type PageSlug = 'home' | 'servicos' | 'cases' | 'blog' | 'contato';

/** section_key → content, as read from the CMS for one page. */
export type PageSections = Record<string, Record<string, unknown>>;
