import type { MediaFile } from '@/shared/lib/media-sources';

/** A media-library image as the CMS serves the proof's photos and logos (absolute URLs, its alt text). */
export type ProofImage = MediaFile & { alternativeText?: string | null };

/** A published testimonial as `GET /api/testimonials` returns it; `case` only when its case is published. */
export type Testimonial = {
  documentId: string;
  quote: string;
  author_name: string;
  author_role: string;
  company: string;
  photo: ProofImage | null;
  case: { documentId: string; title: string; slug: string } | null;
  featured: boolean;
  updatedAt?: string;
};

/** A published client of the logo strip (`GET /api/clients`). */
export type ClientLogo = { documentId: string; name: string; logo: ProofImage | null; website_url: string | null; updatedAt?: string };

/** A published person of the agency's team (`GET /api/team-members`). */
export type TeamMember = { documentId: string; name: string; job_title: string; bio: string; photo: ProofImage | null; updatedAt?: string };
