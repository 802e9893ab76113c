import { errors } from '@strapi/utils';

/**
 * The `filters` a public list honours, checked against an allow-list of field paths ('quote', 'case.slug'): Strapi's
 * operators on those fields, combined with $and / $or / $not. A path through a relation ('case.slug') reads only the
 * named field of it: a filter on any other field of a related row (an unpublished case's text, say) would tell a
 * caller, by which rows come back, what that row holds. Anything else is a 400 naming what is accepted.
 */
const OPERATORS = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);
const LOGICAL = new Set(['$and', '$or']);

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

export function assertPublicFilters(filters: unknown, allowed: readonly string[]) {
  const refuse = (what: string) => new errors.ValidationError(`Filtro não disponível: "${what}". Filtros públicos: ${allowed.join(', ')}.`);
  const isLeaf = (path: string) => allowed.includes(path);
  const isBranch = (path: string) => allowed.some((field) => field.startsWith(`${path}.`));

  const walk = (node: unknown, path: string) => {
    if (isScalar(node)) {
      if (!isLeaf(path)) throw refuse(path || String(node));
      return;
    }
    if (Array.isArray(node)) return node.forEach((item) => walk(item, path));
    if (typeof node !== 'object') throw refuse(path);
    for (const [key, inner] of Object.entries(node as Record<string, unknown>)) {
      if (LOGICAL.has(key)) {
        if (!Array.isArray(inner) && (typeof inner !== 'object' || inner === null)) throw refuse(key);
        walk(Array.isArray(inner) ? inner : Object.values(inner), path);
      } else if (key === '$not') {
        walk(inner, path);
      } else if (OPERATORS.has(key)) {
        const operands = Array.isArray(inner) ? inner : [inner];
        if (!isLeaf(path) || !operands.every(isScalar)) throw refuse(path ? `${path}.${key}` : key);
      } else {
        const field = path ? `${path}.${key}` : key;
        if (!isLeaf(field) && !isBranch(field)) throw refuse(field);
        walk(inner, field);
      }
    }
  };
  if (filters !== undefined && filters !== '') walk(filters, '');
}
