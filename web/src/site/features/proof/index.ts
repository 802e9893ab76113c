// The site's proof (issue 27): client testimonials, the client-logo strip and the agency's team, read at build time
// and refreshed in the browser when the CMS has newer rows.
export type { ClientLogo, TeamMember, Testimonial } from './types';
export { fetchCaseTestimonial, loadCaseTestimonial, loadHomeTestimonials } from './api/get-testimonials';
export { loadClients } from './api/get-clients';
export { loadTeam } from './api/get-team';
export { CaseTestimonialPart, ClientLogos, HomeTestimonials, Team } from './components/proof-sections';
export { ClientLogoRow } from './components/client-logo-row';
export { ClientLogoStrip } from './components/client-logo-strip';
export { TeamGrid } from './components/team-grid';
export { TestimonialGrid } from './components/testimonial-grid';
export { TestimonialQuote } from './components/testimonial-quote';
