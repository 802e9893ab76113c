// The dashboard's 'Prova social': testimonials, client logos and the agency's team (the site's proof, issue 27).
export { isProofScreen, PROOF_SCREENS, ProofTab, type ProofScreenId } from './components/proof-tab';
export { ProofEditorScreen } from './components/proof-editor-screen';
export type { ProofPreviews, TeamMemberPreview, TestimonialPreview } from './types';
export { fetchProofOptions, type ProofOption, type ProofOptionKind } from './api/get-proof-options';
