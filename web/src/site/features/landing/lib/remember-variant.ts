// Relative imports of zod-free domain modules, as shared/config/paths.ts does: this runs in the islands' entry bundle, and the
// domain's index would bring the forms' rules (zod) with it.
import { LANDING_VARIANT_COOKIE_MAX_AGE, landingVariantCookieName } from '../../../../../../domain/src/landing-split';
import { paths } from '@/shared/config/paths';

import { shownLanding } from './shown-landing';

/**
 * A landing page's A/B variant kept for a visitor who consented to statistics: a first-party cookie, on that page's
 * path only, naming the hero variant this file shows. The web server's check honours it (domain/src/landing-split.ts),
 * so the visitor sees the same hero when their address or browser changes. Without consent (or once it is withdrawn)
 * there is no cookie and the split alone decides. Off a landing page it does nothing.
 */
export function rememberLandingVariant(consented: boolean, doc: Document = document) {
  const shown = shownLanding(doc);
  if (!shown) return;
  const { slug, variant } = shown;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const scope = `; Path=${paths.landingPage(slug)}; SameSite=Lax${secure}`;
  doc.cookie = consented
    ? `${landingVariantCookieName(slug)}=${variant}; Max-Age=${LANDING_VARIANT_COOKIE_MAX_AGE}${scope}`
    : `${landingVariantCookieName(slug)}=; Max-Age=0${scope}`;
}
