import type { ReactNode } from 'react';

import type { MediaFile } from '@/admin/components/media/media-file';

export type { MediaFile };

/** What every proof row has; `version` is its edit counter (issue 51), sent back as If-Match by every save. */
type Row = { id: number; documentId: string; display_order: number; is_published: boolean; createdAt?: string; updatedAt?: string; version: number };

/** A testimonial as the dashboard reads it (every row, its case with its publication). */
export type AdminTestimonial = Row & {
  quote: string;
  author_name: string;
  author_role: string;
  company: string;
  featured: boolean;
  photo: MediaFile | null;
  case: { documentId: string; title: string; slug: string; is_published?: boolean } | null;
};

export type AdminClient = Row & { name: string; logo: MediaFile | null; website_url: string | null };

export type AdminTeamMember = Row & { name: string; job_title: string; bio: string; photo: MediaFile | null };

export type ProofRow = AdminTestimonial | AdminClient | AdminTeamMember;

/** One page of a proof list (Strapi's `meta.pagination`). */
export type ProofPage<T> = { data: T[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } };

/** A testimonial as its form holds it now: what the editor's preview draws with the site's quote. */
export type TestimonialPreview = Pick<AdminTestimonial, 'quote' | 'author_name' | 'author_role' | 'company' | 'photo'>;
/** A person as the form holds them now: what the editor's preview draws with the site's team grid. */
export type TeamMemberPreview = Pick<AdminTeamMember, 'name' | 'job_title' | 'bio' | 'photo'>;
/** The site's own components for the previews (composed in by the dashboard route). */
export type ProofPreviews = {
  testimonial: (item: TestimonialPreview) => ReactNode;
  teamMember: (item: TeamMemberPreview) => ReactNode;
};
