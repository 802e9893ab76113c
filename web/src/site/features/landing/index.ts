// Campaign landing pages (issue 31): /lp/<slug> and its hero variants, built from the CMS's blocks.
export type { LandingPage, LandingPageBlock } from './types';
export { fetchLandingPage, loadLandingPage } from './api/get-landing-page';
export { LandingPageView, type LandingRenderers } from './components/landing-page-view';
export { landingHead, landingShareImage } from './lib/landing-meta';
export { launchFrameOf } from './lib/launch-frame';
export { LandingThankYou } from './components/landing-thank-you';
