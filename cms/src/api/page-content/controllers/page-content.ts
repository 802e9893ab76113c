import { factories } from '@strapi/strapi';
import { pageContentInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { upsertByKey } from '../../../utils/upsert-by-key';
import { sanitizedEntry } from '../../../utils/core-controller';

const UID = 'api::page-content.page-content';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** PUT /api/page-contents/upsert — one row per (page_slug, section_key). */
  async upsert(ctx) {
    const { page_slug, section_key, content_type, content } = validateInput(pageContentInputSchema, ctx.request.body?.data);
    const saved = await upsertByKey(
      strapi,
      UID,
      { page_slug, section_key },
      {
        content_type,
        content,
        updated_by: ctx.state.user.id,
      },
    );
    ctx.body = { data: await sanitizedEntry(this, saved, ctx) };
  },
}));
