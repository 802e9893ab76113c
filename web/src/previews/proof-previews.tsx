import type { ProofPreviews } from '@/admin/features/proof';
import { TeamGrid, TestimonialQuote } from '@/site/features/proof';

const asImage = (file: { url: string; alternativeText?: string | null } | null) =>
  file && { url: file.url, alternativeText: file.alternativeText ?? null, formats: null };

/** A testimonial and a person in the dashboard's editors, drawn by the components of the site's proof sections. */
export const proofPreviews: ProofPreviews = {
  testimonial: (item) => (
    <TestimonialQuote item={{ ...item, documentId: '', case: null, featured: false, photo: asImage(item.photo) }} linkToCase={false} />
  ),
  teamMember: (item) => <TeamGrid members={[{ ...item, documentId: 'preview', photo: asImage(item.photo) }]} />,
};
