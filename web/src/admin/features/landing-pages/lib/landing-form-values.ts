import {
  LANDING_AGENCY_OWNER,
  LANDING_EMPTY_CONTACT,
  LANDING_EMPTY_ROUTING,
  LANDING_EMPTY_TRACKING,
  LANDING_STARTER_TEMPLATE,
  type LandingBlockInput,
  type LandingBlockType,
  type LandingPageFormValues,
} from '@alicerce/domain';

import type { AdminLandingPage } from '../types';

const copy = <T>(value: T): T => structuredClone(value);

/**
 * What the editor opens with: a stored page as the CMS answered it (its blocks keep the `*_url` the CMS adds beside
 * each image, for the image fields to show; the schema leaves them out of what is sent), or the starter template.
 */
export function landingFormValues(stored: AdminLandingPage | null): LandingPageFormValues {
  // Owner, contact, routing and tags: a page stored before issue 54 (or a new one) starts with the agency's, none of its own.
  const own = {
    owner: copy(stored?.owner ?? LANDING_AGENCY_OWNER),
    contact: copy(stored?.contact ?? LANDING_EMPTY_CONTACT),
    lead_routing: copy(stored?.lead_routing ?? LANDING_EMPTY_ROUTING),
    tracking: copy(stored?.tracking ?? LANDING_EMPTY_TRACKING),
  };
  if (!stored) return { ...copy(LANDING_STARTER_TEMPLATE), ...own } as LandingPageFormValues;
  return {
    title: stored.title,
    slug: stored.slug,
    seo_title: stored.seo_title ?? '',
    seo_description: stored.seo_description ?? '',
    og_image: stored.og_image ?? null,
    og_image_url: stored.og_image_url ?? null,
    noindex: stored.noindex ?? false,
    is_published: stored.is_published,
    ends_at: stored.ends_at ?? null,
    blocks: copy(stored.blocks),
    ...own,
  } as LandingPageFormValues;
}

/** A new block of `type`: the starter template's, whose copy says what to write (the template has one of each type). */
export function starterBlock(type: LandingBlockType): LandingBlockInput {
  return copy(LANDING_STARTER_TEMPLATE.blocks.find((block) => block.type === type)!) as LandingBlockInput;
}
