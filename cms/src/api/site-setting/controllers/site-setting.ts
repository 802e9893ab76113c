import { factories } from '@strapi/strapi';
import { DEFAULT_CONSENT_CATEGORY, siteSettingInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { upsertByKey } from '../../../utils/upsert-by-key';
import { sanitizedEntry } from '../../../utils/core-controller';

const UID = 'api::site-setting.site-setting';

/** Rows stored before consent_category existed read as the default category. */
const withCategory = <T extends { consent_category?: unknown } | null>(row: T) =>
  row && 'consent_category' in row && row.consent_category == null ? { ...row, consent_category: DEFAULT_CONSENT_CATEGORY } : row;

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** PUT /api/site-settings/upsert — one row per setting_key. */
  async upsert(ctx) {
    const { setting_key, setting_value, consent_category } = validateInput(siteSettingInputSchema, ctx.request.body?.data);
    const data = { setting_value, updated_by: ctx.state.user.id, ...(consent_category ? { consent_category } : {}) };
    const saved = await upsertByKey(strapi, UID, { setting_key }, data);
    ctx.body = { data: withCategory(await sanitizedEntry(this, saved, ctx)) };
  },

  async find(ctx) {
    const result = await super.find(ctx);
    return { ...result, data: (result.data ?? []).map(withCategory) };
  },
}));
