import { errors } from '@strapi/utils';
import { testimonialInputSchema, testimonialPatchSchema } from '@alicerce/domain';
import { proofController } from '../../../utils/proof-controller';
import { TESTIMONIAL_QUERY } from '../query';

type CaseLink = { documentId: string; title: string; slug: string; is_published?: boolean };

/** The populated `case` relation (TESTIMONIAL_QUERY's fields) is that object or null. */
const isCaseLink = (related: unknown): related is CaseLink => typeof related === 'object' && related !== null;

/** The case a testimonial links to: only a published one for the public (its page exists); every one for an editor. */
const visibleCase = (related: unknown, seesUnpublished: boolean) => {
  if (!isCaseLink(related) || (!seesUnpublished && !related.is_published)) return null;
  const { documentId, title, slug, is_published } = related;
  return seesUnpublished ? { documentId, title, slug, is_published } : { documentId, title, slug };
};

export default proofController('api::testimonial.testimonial', {
  input: testimonialInputSchema,
  patch: testimonialPatchSchema,
  media: ['photo'],
  populate: TESTIMONIAL_QUERY.populate,
  notFound: 'Depoimento não encontrado',
  async check(strapi, data) {
    if (typeof data.case !== 'string' || !data.case) return;
    const found = await strapi.documents('api::case.case').findOne({ documentId: data.case, fields: ['documentId'] });
    if (!found) throw new errors.ValidationError('Case não encontrado');
  },
  present: (entry, seesUnpublished) => ({ ...entry, case: visibleCase(entry.case, seesUnpublished) }),
});
