import { factories } from '@strapi/strapi';
import { consentLookupQuerySchema, consentRecordInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';

const UID = 'api::consent-record.consent-record';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/consent-records (public, rate-limited, tiny body): records one consent choice; answers nothing back. */
  async create(ctx) {
    const input = validateInput(consentRecordInputSchema, ctx.request.body?.data);
    const { created } = await strapi.service(UID).record(input);
    ctx.status = created ? 201 : 200;
    ctx.body = { data: { received: true } };
  },

  /** GET /api/consent-records?consentId=… (admin): the choices recorded under the id a visitor's browser holds. */
  async find(ctx) {
    const { consentId } = validateInput(consentLookupQuerySchema, { consentId: ctx.query.consentId });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(UID).history(consentId) };
  },
}));
