import type { Context, Next } from 'koa';
import { WITH_UNPUBLISHED_CASES, canEditContent } from '@alicerce/domain';
import { assertPublicFilters } from './public-filters';
import { parsePublicFields, parsePublicSort, type PublicListRules } from './public-list-query';

export type PublishedListRules = PublicListRules & {
  /** Field paths `filters` may name (see public-filters.ts). */
  filterable: readonly string[];
  /** The media and relations every read carries, whatever the query asks. */
  populate: Record<string, unknown>;
};

/**
 * A route middleware for a content type with an `is_published` flag (testimonials, clients, team members), read like
 * the cases (case-populate.ts): populate fixed, `sort` / `fields` / `filters` within the public sets (anything else is
 * a 400), and only published rows — a filter for unpublished ones is AND-ed with is_published = true. An editor or
 * admin whose request asks for them (`?unpublished=include`, the dashboard's lists) reads every row; a signed-in
 * editor reading without it gets exactly what the public gets. The decision is left in
 * `ctx.state.seesUnpublished` for findOne.
 */
export function publishedListQuery(rules: PublishedListRules) {
  return async (ctx: Context, next: Next) => {
    const { unpublished, fields: askedFields, sort: askedSort, populate: _populate, filters: asked, ...query } = ctx.query;
    const seesUnpublished = canEditContent(ctx.state.user?.role?.type) && unpublished === WITH_UNPUBLISHED_CASES.unpublished;
    assertPublicFilters(asked, rules.filterable);
    const fields = parsePublicFields(askedFields, rules);
    ctx.state.seesUnpublished = seesUnpublished;
    ctx.query = {
      ...query,
      populate: rules.populate,
      sort: parsePublicSort(askedSort, rules),
      // findOne answers 404 for an unpublished row, so it always reads the flag.
      ...(fields ? { fields: [...new Set([...fields, 'is_published', 'version'])] } : {}),
      filters: seesUnpublished ? asked : asked ? { $and: [asked, { is_published: true }] } : { is_published: true },
    };
    await next();
  };
}
