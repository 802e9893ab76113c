import type { ClientFormValues, TeamMemberFormValues, TestimonialFormValues } from '@alicerce/domain';

import type { AdminClient, AdminTeamMember, AdminTestimonial } from '../types';

/** Where a new item starts: published, at the top of the order. */
const placement = (stored: { display_order: number; is_published: boolean } | null) => ({
  display_order: String(stored?.display_order ?? 0),
  is_published: stored?.is_published ?? true,
});

export const testimonialValues = (stored: AdminTestimonial | null): TestimonialFormValues => ({
  quote: stored?.quote ?? '',
  author_name: stored?.author_name ?? '',
  author_role: stored?.author_role ?? '',
  company: stored?.company ?? '',
  case: stored?.case?.documentId ?? '',
  featured: stored?.featured ?? false,
  ...placement(stored),
});

export const clientValues = (stored: AdminClient | null): ClientFormValues => ({
  name: stored?.name ?? '',
  website_url: stored?.website_url ?? '',
  ...placement(stored),
});

export const teamMemberValues = (stored: AdminTeamMember | null): TeamMemberFormValues => ({
  name: stored?.name ?? '',
  job_title: stored?.job_title ?? '',
  bio: stored?.bio ?? '',
  ...placement(stored),
});
