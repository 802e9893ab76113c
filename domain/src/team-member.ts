import { z } from './zod';
import { LIMITS } from './limits';
import { displayOrder, mediaId, publishedFlag, requiredText } from './proof-fields';

const L = LIMITS.proof;

/**
 * A person of the agency shown on the site (issue 27 "proof"): name, job title, a short bio, an optional photo (without
 * one the site shows the initials), order and publication. Not an account: the dashboard's accounts are the Equipe tab.
 */
const teamMemberFields = {
  name: requiredText(L.person_name, 'Nome é obrigatório', `Nome deve ter no máximo ${L.person_name} caracteres`),
  job_title: requiredText(L.job_title, 'Cargo é obrigatório', `Cargo deve ter no máximo ${L.job_title} caracteres`),
  bio: requiredText(L.bio, 'Minibio é obrigatória', `Minibio deve ter no máximo ${L.bio} caracteres`),
  photo: mediaId.nullable().optional(),
  display_order: displayOrder,
  is_published: publishedFlag,
};

export const teamMemberInputSchema = z.object({
  ...teamMemberFields,
  display_order: teamMemberFields.display_order.default(0),
  is_published: teamMemberFields.is_published.default(true),
});

export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

/** For updates every field may be omitted (and none gets a default): the rules of the present ones still hold. */
export const teamMemberPatchSchema = z.object(teamMemberFields).partial();
