import { createContext, useContext } from 'react';

import type { RenderArticlePreview } from '@/admin/features/blog';
import type { RenderCasePreview } from '@/admin/features/cases';
import type { RenderLandingPreview } from '@/admin/features/landing-pages';
import type { RenderSectionPreview } from '@/admin/features/page-content';
import type { ProofPreviews } from '@/admin/features/proof';

/**
 * What the dashboard's editors draw beside their forms: a draft as the public page shows it. The dashboard declares the
 * slots, in its own types; it never imports the site. The drawings (src/previews, with the site's own components) are
 * given by React Router's root, which alone composes both wings: src/previews/previews-layout.tsx wraps the editors'
 * routes in routes.ts.
 */
export type PreviewSlots = {
  article: RenderArticlePreview;
  case: RenderCasePreview;
  landing: RenderLandingPreview;
  proof: ProofPreviews;
  section: RenderSectionPreview;
};

const PreviewSlotsContext = createContext<PreviewSlots | null>(null);

export const PreviewSlotsProvider = PreviewSlotsContext.Provider;

/** The drawing of one slot; an editor's route outside the previews' layout is a mistake in routes.ts. */
export function usePreviewSlot<Name extends keyof PreviewSlots>(name: Name): PreviewSlots[Name] {
  const slots = useContext(PreviewSlotsContext);
  if (!slots) throw new Error(`The ${name} editor's route must sit inside src/previews/previews-layout.tsx (routes.ts).`);
  return slots[name];
}
