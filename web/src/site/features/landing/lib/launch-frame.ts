import { LANDING_FORM_ANCHOR, isLaunchOwned, paths } from '@alicerce/domain';

import type { LaunchFrame } from '@/site/components/layout/launch-frame';
import { siteMediaUrl } from '@/shared/lib/media-sources';

import type { LandingPage } from '../types';

/** The call to action's words when the page gives none. */
const DEFAULT_CTA = 'Quero saber mais';

/**
 * The focused layout's frame of a launch's page (issue 54), or undefined for the agency's own campaign page, which
 * keeps the site's frame. The call to action leads to the page's form (its anchor) when the page has one.
 */
export function launchFrameOf(page: LandingPage | null | undefined, options: { onPage: boolean } = { onPage: true }): LaunchFrame | undefined {
  if (!page || !isLaunchOwned(page)) return undefined;
  const pagePath = paths.landingPage(page.slug);
  const hasForm = page.blocks.some((block) => block.type === 'lead_form');
  const label = page.contact?.cta_text || DEFAULT_CTA;
  return {
    ownerName: page.owner.name,
    logo: page.owner.logo_url
      ? { url: siteMediaUrl(page.owner.logo_url), width: page.owner.logo_media?.width ?? null, height: page.owner.logo_media?.height ?? null }
      : null,
    accent: page.owner.accent,
    whatsapp: page.contact?.whatsapp ?? null,
    whatsappMessage: page.contact?.whatsapp_message ?? '',
    cta: hasForm ? { label, href: options.onPage ? LANDING_FORM_ANCHOR : `${pagePath}${LANDING_FORM_ANCHOR}` } : null,
    pagePath,
  };
}
