import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useOutletContext } from 'react-router';

import { PreviewSlotsProvider, type PreviewSlots } from '@/admin/routes/dashboard/preview-slots';

/**
 * A drawing loaded when an editor first draws it, so each editor's screen still loads only the public components its
 * preview uses (the chunk of src/previews/<name>.tsx), and the dashboard's other screens none.
 */
function lazyDrawing<Args extends unknown[]>(load: () => Promise<(...args: Args) => ReactNode>): (...args: Args) => ReactNode {
  const Drawing = lazy(async () => {
    const draw = await load();
    return { default: ({ args }: { args: Args }) => draw(...args) };
  });
  return (...args) => (
    <Suspense fallback={null}>
      <Drawing args={args} />
    </Suspense>
  );
}

const slots: PreviewSlots = {
  article: lazyDrawing(() => import('./article-preview').then((module) => module.articlePreview)),
  case: lazyDrawing(() => import('./case-preview').then((module) => module.casePreview)),
  landing: lazyDrawing(() => import('./landing-preview').then((module) => module.landingPreview)),
  proof: {
    testimonial: lazyDrawing(() => import('./proof-previews').then((module) => module.proofPreviews.testimonial)),
    teamMember: lazyDrawing(() => import('./proof-previews').then((module) => module.proofPreviews.teamMember)),
  },
  section: lazyDrawing(() => import('./section-preview').then((module) => module.sectionPreview)),
};

/**
 * The layout of the dashboard's editors (routes.ts): gives them the previews, drawn by the public site's own components,
 * and passes on what the dashboard's layout gives its screens (the outlet context: the signed-in account's role…).
 * It sits with React Router's root (src/*.tsx, src/previews), the only place that composes the two wings.
 */
export default function PreviewsLayout() {
  return (
    <PreviewSlotsProvider value={slots}>
      <Outlet context={useOutletContext()} />
    </PreviewSlotsProvider>
  );
}
