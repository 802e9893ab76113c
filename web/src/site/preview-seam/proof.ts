/** The testimonial and the team grid, for the dashboard's proof previews (admin/previews/proof-previews.tsx). */
export { TeamGrid, TestimonialQuote } from '../features/proof';
