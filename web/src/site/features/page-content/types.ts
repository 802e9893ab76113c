/** The JSON shapes of sections (HeroContent, CtaContent) and the page list are shared rules: see domain/. */
export type { CtaContent, HeroContent, PageSlug } from '@alicerce/domain';

/** section_key → content, as read from the CMS for one page. */
export type PageSections = Record<string, Record<string, unknown>>;
