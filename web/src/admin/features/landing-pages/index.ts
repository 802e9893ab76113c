// The dashboard's 'Landing pages' (issue 31): the list and the full-page editor of campaign pages.
export { LandingPagesTab } from './components/landing-pages-tab';
export { LandingPageEditorScreen, type RenderLandingPreview } from './components/landing-page-editor';
export type { ProofChoice, ProofChoices } from './components/blocks/proof-block-form';
