import { landingHeroOf, type LandingBlock } from '@alicerce/domain';

import { sharingImage, type MediaFile } from '@/shared/lib/media-sources';

import type { LandingPage } from '../types';

/** The picture a link preview shows: the page's own og_image, else the hero's original variant's picture. */
export function landingShareImage(page: LandingPage): { url: string; width: number; height: number; alt: string } | null {
  const hero = landingHeroOf(page.blocks as LandingBlock[]) as {
    variants: Array<{ image_url?: string | null; image_media?: MediaFile | null; image_alt: string }>;
  } | null;
  const original = hero?.variants[0];
  const url = page.og_image_url ?? original?.image_url ?? null;
  if (!url) return null;
  const media = page.og_image_url ? page.og_image_media : original?.image_media;
  const alt = original?.image_alt || page.title;
  // A media-library picture: its 1200×630 cut around the focal point; a typed address as it is.
  return media?.url ? { ...sharingImage(media), alt } : { url, width: media?.width ?? 1200, height: media?.height ?? 800, alt };
}

/** The page's title and description for its head: the SEO ones, else its title and the hero's subheadline. */
export function landingHead(page: LandingPage) {
  const hero = landingHeroOf(page.blocks as LandingBlock[]);
  return {
    title: page.seo_title ?? page.title,
    description: page.seo_description ?? hero?.variants[0]?.subheadline ?? page.title,
  };
}
