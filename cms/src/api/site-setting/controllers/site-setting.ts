import { factories } from '@strapi/strapi';
import { siteSettingInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { upsertByKey } from '../../../utils/upsert-by-key';

const UID = 'api::site-setting.site-setting';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** PUT /api/site-settings/upsert — one row per setting_key. */
  async upsert(ctx) {
    const { setting_key, setting_value } = validateInput(siteSettingInputSchema, ctx.request.body?.data);
    const saved = await upsertByKey(strapi, UID, { setting_key }, { setting_value, updated_by: ctx.state.user.id });
    ctx.body = { data: await this.sanitizeOutput(saved, ctx) };
  },
}));
