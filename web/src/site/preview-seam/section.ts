/** The hero and the final call to action, for the dashboard's section preview (admin/previews/section-preview.tsx). */
export { FinalCtaSection, HeroSection } from '../features/marketing';
