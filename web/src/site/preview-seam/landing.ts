/** The landing page and its blocks' renderers, for the dashboard's landing preview (admin/previews/landing-preview.tsx). */
export { LandingPageView, type LandingPage } from '../features/landing';
export { landingRenderers } from '../routes/landing-page-blocks';
