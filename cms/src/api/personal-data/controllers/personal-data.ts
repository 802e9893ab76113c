import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { personalDataQuerySchema } from '@alicerce/domain';
import { eraseFromHistory } from '../../../editing/erase-from-history';
import { recordAudit, requestActor } from '../../../utils/audit-log';
import { anonymisePersonalData, countsLabel, findPersonalData } from '../../../utils/personal-data';
import { validateInput } from '../../../utils/validate-input';

const found = (ctx: Context) => findPersonalData(strapi, validateInput(personalDataQuerySchema, ctx.request.body?.data));
const counts = (data: Awaited<ReturnType<typeof found>>) => ({ leads: data.leads.length, bookings: data.bookings.length });
const ids = (rows: Array<Record<string, unknown>>) => rows.map((row) => row.id as number);

/**
 * POST /api/personal-data/{search,export,anonymise} with { data: { email?, phone? } }. Export and anonymisation
 * are audit-logged with the counts only: the e-mail or phone searched never goes to the log.
 */
export default {
  /** Every lead and booking of the data subject, with all their fields. */
  async search(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await found(ctx) };
  },

  /** The same, as the portability file (Art. 18, V): the dashboard saves it as JSON. */
  async export(ctx) {
    const data = await found(ctx);
    await recordAudit(strapi, requestActor(strapi)!, { action: 'exported', subject_type: 'personal_data', label: countsLabel(counts(data)) });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { exported_at: new Date().toISOString(), ...data } };
  },

  /**
   * Replaces the personal fields of every row found; the rows stay (counts, dates, status, slot, origin). The e-mail
   * and phones are also erased from the content's history and the Lixeira (`history`: how many versions changed).
   */
  async anonymise(ctx) {
    const query = validateInput(personalDataQuerySchema, ctx.request.body?.data);
    const data = await findPersonalData(strapi, query);
    const changed = await anonymisePersonalData(strapi, { leads: { id: { $in: ids(data.leads) } }, bookings: { id: { $in: ids(data.bookings) } } });
    // The same person's e-mail and phone wherever content kept them: revisions and the Lixeira (editing/).
    const phones = [...data.leads, ...data.bookings].map((row) => row.phone as string | null);
    const history = await eraseFromHistory(strapi, [query.email, query.phone, ...phones]);
    if (changed.leads + changed.bookings > 0) {
      await recordAudit(strapi, requestActor(strapi)!, { action: 'anonymised', subject_type: 'personal_data', label: countsLabel(changed) });
    }
    ctx.body = { data: { ...changed, history } };
  },
} satisfies Core.Controller;
