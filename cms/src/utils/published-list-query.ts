import type { Context, Next } from 'koa';
import { assertPublicFilters } from './public-filters';
import { parsePublicFields, parsePublicSort, type PublicListRules } from './public-list-query';
import { visibleFilters } from './unpublished-access';

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
 * editor reading without it gets exactly what the public gets (utils/unpublished-access.ts, the one rule; findOne
 * reads the same decision).
 */
export function publishedListQuery(rules: PublishedListRules) {
  return async (ctx: Context, next: Next) => {
    assertPublicFilters(ctx.query.filters, rules.filterable);
    const filters = visibleFilters(ctx, ctx.query.filters);
    const { unpublished: _unpublished, fields: askedFields, sort: askedSort, populate: _populate, filters: _asked, ...query } = ctx.query;
    const fields = parsePublicFields(askedFields, rules);
    ctx.query = {
      ...query,
      populate: rules.populate,
      sort: parsePublicSort(askedSort, rules),
      // findOne answers 404 for an unpublished row, so it always reads the flag.
      ...(fields ? { fields: [...new Set([...fields, 'is_published', 'version'])] } : {}),
      filters,
    };
    await next();
  };
}
