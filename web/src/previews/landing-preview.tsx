import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Component, type ReactNode } from 'react';

import type { LandingPageFormValues } from '@alicerce/domain';
import type { RenderLandingPreview } from '@/admin/features/landing-pages';
import { LandingPageView, type LandingPage } from '@/site/features/landing';
import { landingRenderers } from '@/site/routes/landing-page-blocks';
import { PreviewModeProvider } from '@/shared/lib/preview-mode';

type Loose = Record<string, unknown>;

/** An image of the form as the page's picture takes it: the address to show (a library file's, kept beside its id, or the one typed). */
const withImage = (item: Loose, field: string): Loose => {
  const value = item[field];
  return { ...item, image_url: typeof value === 'string' ? value : ((item[`${field}_url`] as string | null | undefined) ?? null), image_media: null };
};

/**
 * The form's page in the shape the site's view reads. Testimonials and client logos show the rows the CMS resolved
 * when the page was last loaded (`items`); a new choice appears once saved.
 */
function asPage(values: LandingPageFormValues): LandingPage {
  const blocks = (values.blocks ?? []).map((block) => {
    const loose = block as Loose;
    if (block.type === 'hero') return { ...loose, variants: (block.variants ?? []).map((variant) => withImage(variant as Loose, 'image')) };
    if (block.type === 'gallery') return { ...loose, images: (block.images ?? []).map((image) => withImage(image as Loose, 'image')) };
    if (block.type === 'testimonials' || block.type === 'client_logos') return { ...loose, items: (loose.items as unknown[] | undefined) ?? [] };
    return loose;
  });
  return { ...(values as Loose), documentId: 'preview', og_image_url: null, blocks } as unknown as LandingPage;
}

/** A block the form holds half-written must not take the editor down: the preview says so and waits for the next change. */
class PreviewBoundary extends Component<{ children: ReactNode; page: unknown }, { failed: boolean; page: unknown }> {
  state = { failed: false, page: this.props.page };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { page: unknown }, state: { page: unknown }) {
    return props.page === state.page ? null : { failed: false, page: props.page };
  }
  render() {
    return this.state.failed ? (
      <Alert severity="info">A pré-visualização volta quando os campos marcados estiverem completos.</Alert>
    ) : (
      this.props.children
    );
  }
}

/** A landing page in the dashboard's editor, drawn by the site's own view (hero in the variant chosen) from what the form holds. */
export const landingPreview: RenderLandingPreview = (values, variant) => (
  <PreviewBoundary page={values}>
    {/* Beside the form the page is drawn as on a wide screen, scaled down to the column (its headline would wrap letter by letter at full size). */}
    <Box sx={{ zoom: { md: 0.6, lg: 0.4 } }}>
      <PreviewModeProvider value>
        <LandingPageView page={asPage(values)} variant={variant} renderers={landingRenderers} />
      </PreviewModeProvider>
    </Box>
  </PreviewBoundary>
);
