import type { Context } from 'koa';
import { ADMIN_ROLE_TYPE, LANDING_ADMIN_ONLY_FIELDS, LANDING_ROUTING_MESSAGES, canEditContent, landingPageInputSchema } from '@alicerce/domain';
import type { Entry } from '../../utils/core-controller';

type AdminOnlyField = (typeof LANDING_ADMIN_ONLY_FIELDS)[number];
type Page = Partial<Record<AdminOnlyField, unknown>>;

const isAdmin = (ctx: Context) => ctx.state.user?.role?.type === ADMIN_ROLE_TYPE;

/** A field as the shared rules read it (a page stored before issue 54 has none: the defaults), to compare two writes. */
const canonical = (field: AdminOnlyField, value: unknown) => {
  const parsed = landingPageInputSchema.shape[field].safeParse(value ?? null);
  return JSON.stringify(parsed.success ? parsed.data : value);
};

/**
 * Where a page's leads go (recipients, webhook) and its own tags are an admin's to set (issue 54): the refusal (a pt-BR
 * message for a 403) of an editor's write that changes either, or null. An editor saving the page as loaded (the same
 * values, or the fields left out) is not refused: the editor's form sends the whole page.
 */
export function adminOnlyRefusal(ctx: Context, sent: Page, stored: Page | null): string | null {
  if (isAdmin(ctx)) return null;
  const changed = LANDING_ADMIN_ONLY_FIELDS.some(
    (field) => field in sent && canonical(field, sent[field]) !== canonical(field, stored?.[field] ?? null),
  );
  return changed ? LANDING_ROUTING_MESSAGES.adminOnly : null;
}

/** The page as this reader may see it: where its leads go is for the team's eyes only (the public gets no recipients nor webhook). */
export function withoutPrivateFields(ctx: Context, entry: Entry): Entry {
  if (canEditContent(ctx.state.user?.role?.type)) return entry;
  const { lead_routing: _hidden, ...shown } = entry;
  return shown;
}
