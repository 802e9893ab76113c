import type { HeroVariant, LandingBlockOf, LandingLeadRouting, LandingOwner, LandingPageInput } from '@alicerce/domain';
import type { MediaFile } from '@/shared/lib/media-sources';

/** An image as the CMS answers it beside its reference: the address to show and, for a library file, its sizes. */
export type LandingImageAnswer = { image_url: string | null; image_media?: MediaFile | null };

export type LandingHeroVariant = HeroVariant & LandingImageAnswer;
export type LandingHeroBlock = Omit<LandingBlockOf<'hero'>, 'variants'> & { variants: LandingHeroVariant[] };
export type LandingGalleryBlock = Omit<LandingBlockOf<'gallery'>, 'images'> & {
  images: Array<LandingBlockOf<'gallery'>['images'][number] & LandingImageAnswer>;
};
/** The proof blocks, with the published rows the CMS resolved for them (their shape is the proof feature's). */
export type LandingProofBlock<T extends 'testimonials' | 'client_logos'> = LandingBlockOf<T> & { items: Array<Record<string, unknown>> };

export type LandingPageBlock =
  | LandingHeroBlock
  | LandingGalleryBlock
  | LandingProofBlock<'testimonials'>
  | LandingProofBlock<'client_logos'>
  | LandingBlockOf<'benefits' | 'plans' | 'location' | 'faq' | 'cta' | 'lead_form'>;

/** A landing page as GET /api/landing-pages/by-slug/:slug answers it (domain/src/landing-page.ts: the contract). */
export type LandingPage = Omit<LandingPageInput, 'blocks' | 'owner' | 'lead_routing'> & {
  /** The page's owner, its logo answered like the blocks' images (`logo_url`, `logo_media`). */
  owner: LandingOwner & { logo_url?: string | null; logo_media?: MediaFile | null };
  /** Where its leads go: answered to the team only. */
  lead_routing?: LandingLeadRouting;
  documentId: string;
  updatedAt?: string;
  createdAt?: string;
  og_image_url: string | null;
  og_image_media?: MediaFile | null;
  blocks: LandingPageBlock[];
};
