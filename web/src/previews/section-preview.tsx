import { renderedContent } from '@alicerce/domain';
import type { RenderSectionPreview } from '@/admin/features/page-content';
import { FinalCtaSection, HeroSection } from '@/site/features/marketing';

/**
 * A section in the dashboard's preview, drawn by the component the public page uses for its type, from the
 * content the form holds (each key of the renderer's shape: domain/src/section-content.ts).
 */
export const sectionPreview: RenderSectionPreview = (type, content) =>
  type === 'hero' ? <HeroSection content={renderedContent('hero', content)} /> : <FinalCtaSection content={renderedContent('cta', content)} />;
