/**
 * The content types the prerendered site is built from: a change of one of them is what the site's rebuild receiver
 * (scripts/rebuild-webhook.mjs) hears of. Leads, bookings, analytics, audit rows and every other write never reach it:
 * they change no page, and a lead's name, e-mail and phone have no business there (LGPD).
 */
export const SITE_CONTENT_MODELS = new Set([
  'api::article.article',
  'api::case.case',
  'api::page-content.page-content',
  'api::company.company',
  // The proof: testimonials (home, case pages), client logos (home, /servicos) and the team (/servicos).
  'api::testimonial.testimonial',
  'api::client.client',
  'api::team-member.team-member',
  // Campaign landing pages: /lp/<slug> and its hero variants, prerendered one page at a time.
  'api::landing-page.landing-page',
]);

export const LANDING_MODEL = 'api::landing-page.landing-page';

/** Document-service actions that change what a page shows, and the event name the receiver reads for each. */
export const CONTENT_EVENTS: Record<string, string> = {
  create: 'entry.create',
  update: 'entry.update',
  delete: 'entry.delete',
  publish: 'entry.publish',
  unpublish: 'entry.unpublish',
};
