import type { Context } from 'koa';
import { WITH_UNPUBLISHED_CASES, canEditContent } from '@alicerce/domain';

/**
 * Who sees unpublished content of the types with an `is_published` flag (cases, landing pages, testimonials, clients,
 * team members) — one rule for all of them: an editor or admin whose request asks for it (`?unpublished=include`, the
 * dashboard's lists and editors). Everyone else, a signed-in editor reading without it included (the public pages
 * do), reads exactly what the public reads. Articles use Strapi's draft & publish instead: their public routes read
 * `status: 'published'` only and the dashboard reads drafts through its own routes (docs/data-access.md).
 */

/** The filter of what the public may read. */
export const PUBLISHED = { is_published: true } as const;

/**
 * Whether this request may see unpublished rows. Decided once per request — by the route's read middleware, before
 * it rewrites `ctx.query` — and kept in `ctx.state.seesUnpublished` for the controller.
 */
export function canSeeUnpublished(ctx: Context): boolean {
  if (typeof ctx.state.seesUnpublished !== 'boolean') {
    ctx.state.seesUnpublished = canEditContent(ctx.state.user?.role?.type) && ctx.query.unpublished === WITH_UNPUBLISHED_CASES.unpublished;
  }
  return ctx.state.seesUnpublished;
}

/** The `filters` a list read runs with: what was asked, AND-ed with is_published = true unless the reader may see unpublished rows. */
export const visibleFilters = (ctx: Context, asked: unknown) => (canSeeUnpublished(ctx) ? asked : asked ? { $and: [asked, PUBLISHED] } : PUBLISHED);

/** Whether one row (null: not found) may be shown to this reader: published, or a reader who may see unpublished rows. */
export const isVisibleTo = (ctx: Context, entry: { is_published?: unknown } | null | undefined) =>
  Boolean(entry) && (Boolean(entry?.is_published) || canSeeUnpublished(ctx));
