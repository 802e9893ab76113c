/**
 * The one door from the dashboard into the public site: the dashboard's previews (admin/previews) draw a draft with
 * the very components the public pages use — an article, a case card, a landing page, a testimonial, the team, a
 * section — and take them from this module only. Nothing else of site/ is reachable from admin/ (eslint.config.js and
 * src/import-boundaries.test.ts hold that). The dashboard is client-only, so this costs the public pages nothing.
 */
export { ArticleBody, ArticleHeader, TableOfContents, tableOfContents, type Block } from './features/blog';
export { CaseCard, type Media } from './features/cases';
export { LandingPageView, type LandingPage } from './features/landing';
export { FinalCtaSection, HeroSection } from './features/marketing';
export { TeamGrid, TestimonialQuote } from './features/proof';
export { landingRenderers } from './routes/landing-page-blocks';
