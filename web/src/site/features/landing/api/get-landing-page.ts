import { buildTimeGet } from '@/site/lib/cms-build-client';
import { cmsPathSegment } from '@/shared/lib/cms-url';
import { getPublic } from '@/site/lib/public-api';

import type { LandingPage } from '../types';

const bySlug = (slug: string) => `/landing-pages/by-slug/${cmsPathSegment(slug)}`;

/** One published, not ended landing page at build time (its page's loader): null when unknown, unpublished, ended or unreachable. */
export async function loadLandingPage(slug: string): Promise<LandingPage | null> {
  return (await buildTimeGet<{ data?: LandingPage } | null>(bySlug(slug), null))?.data ?? null;
}

/** The same page in the browser (a page published after the build, served by the client-rendered app). */
export async function fetchLandingPage(slug: string): Promise<LandingPage | null> {
  return (await getPublic<{ data?: LandingPage }>(bySlug(slug))).data ?? null;
}
