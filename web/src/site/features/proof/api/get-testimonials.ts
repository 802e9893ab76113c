import { buildTimeGet } from '@/site/lib/cms-build-client';
import { getPublic } from '@/site/lib/public-api';

import type { Testimonial } from '../types';

type Page = { data?: Testimonial[] | null };

/** How many testimonials the home page shows: the featured ones first, then the next in the CMS's order. */
export const HOME_TESTIMONIALS = 3;
const HOME = { sort: 'featured:desc,display_order:asc,createdAt:asc', 'pagination[pageSize]': HOME_TESTIMONIALS };
const OF_CASE = (slug: string) => ({ 'filters[case][slug][$eq]': slug, 'pagination[pageSize]': 1 });

/** Build time (the home page's loader): the home page's testimonials; none when the CMS cannot be read. */
export async function loadHomeTestimonials(): Promise<Testimonial[]> {
  return (await buildTimeGet<Page>('/testimonials', { data: [] }, HOME)).data ?? [];
}

/** The same, as the CMS holds them now (read by the browser once the page is idle). */
export async function fetchHomeTestimonials(): Promise<Testimonial[]> {
  return (await getPublic<Page>('/testimonials', HOME)).data ?? [];
}

/** Build time (a case page's loader): that case's testimonial, or null. */
export async function loadCaseTestimonial(slug: string): Promise<Testimonial | null> {
  return (await buildTimeGet<Page>('/testimonials', { data: [] }, OF_CASE(slug))).data?.[0] ?? null;
}

/** The same, read by the browser (a case page's live check, or a case published after the build). */
export async function fetchCaseTestimonial(slug: string): Promise<Testimonial | null> {
  return (await getPublic<Page>('/testimonials', OF_CASE(slug))).data?.[0] ?? null;
}
