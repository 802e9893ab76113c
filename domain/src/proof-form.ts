import { z } from './zod';
import { clientInputSchema } from './client-logo';
import { displayOrder } from './proof-fields';
import { teamMemberInputSchema } from './team-member';
import { testimonialInputSchema } from './testimonial';

/** The dashboard's 'Ordem' as typed: blank is 0; anything but a whole number from 0 to 9999 gets the rule's message. */
const orderText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? 0 : Number(text)))
  .pipe(displayOrder);

/**
 * The dashboard's proof forms: the API's rules (same messages) on what is typed, the image chosen beside the form
 * (photo, logo) being sent with it, so it is not a field here.
 */
export const testimonialFormSchema = testimonialInputSchema.omit({ photo: true }).extend({ display_order: orderText });
export type TestimonialFormValues = z.input<typeof testimonialFormSchema>;
export type TestimonialFormOutput = z.output<typeof testimonialFormSchema>;
export const TESTIMONIAL_FORM_FIELDS = ['quote', 'author_name', 'author_role', 'company', 'case', 'display_order'] as const;

export const clientFormSchema = clientInputSchema.omit({ logo: true }).extend({ display_order: orderText });
export type ClientFormValues = z.input<typeof clientFormSchema>;
export type ClientFormOutput = z.output<typeof clientFormSchema>;
export const CLIENT_FORM_FIELDS = ['name', 'website_url', 'display_order'] as const;

export const teamMemberFormSchema = teamMemberInputSchema.omit({ photo: true }).extend({ display_order: orderText });
export type TeamMemberFormValues = z.input<typeof teamMemberFormSchema>;
export type TeamMemberFormOutput = z.output<typeof teamMemberFormSchema>;
export const TEAM_MEMBER_FORM_FIELDS = ['name', 'job_title', 'bio', 'display_order'] as const;
