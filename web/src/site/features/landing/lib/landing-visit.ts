import type { LandingLeadFields } from '../../../../../../domain/src/landing-lead';

import { shownLanding, type ShownLanding } from './shown-landing';

/**
 * The landing page this visit last showed and its hero variant, so a booking made later on /agendamento (after
 * 'Agendar' on the page) stores them as a lead from the page's own form does (docs/ab-testing.md). First-party
 * sessionStorage, like the visit's attribution: no cookie, gone with the tab, read only for a form the visitor sends.
 */
const LANDING_VISIT = 'alicerce:landing-visit';

/** Call on every page load: on a landing page, notes it and the variant its file shows. */
export function rememberLandingVisit(doc: Document = document) {
  const shown = shownLanding(doc);
  if (!shown) return;
  try {
    sessionStorage.setItem(LANDING_VISIT, JSON.stringify(shown));
  } catch {
    // Storage full or blocked: attribution is a nicety, never a reason to fail.
  }
}

/** The landing page fields of a booking: the page and variant noted, or nothing when the visit saw no landing page. */
export function landingVisit(): LandingLeadFields {
  try {
    const noted = JSON.parse(sessionStorage.getItem(LANDING_VISIT) ?? 'null') as ShownLanding | null;
    return noted?.slug && noted.variant ? { landing_page_slug: noted.slug, variant: noted.variant } : {};
  } catch {
    return {};
  }
}
