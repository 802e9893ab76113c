// The dashboard's 'Prova social': testimonials, client logos and the agency's team (the site's proof, issue 27).
export { ClientsScreen, TeamScreen, TestimonialsScreen } from './components/proof-screens';
export { isProofScreen, ProofTab, type ProofScreenId } from './components/proof-tab';
