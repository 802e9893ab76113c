import { errors } from '@strapi/utils';

/**
 * The standard `sort` and `fields` parameters of the public case and article reads. Populate, visibility and the
 * default order are fixed on the server; within that, a client may order by an allowed field and ask for a subset
 * of the public fields. Anything else is refused with a 400 and a message naming what is accepted — never silently
 * ignored, so a client built on Strapi's own conventions (e.g. `@strapi/client`) learns at once what differs.
 * The accepted values are documented in docs/public-api.md.
 */
export type PublicListRules = {
  /** Fields a client may order by. */
  sortable: readonly string[];
  /** Scalar fields a client may ask for (media and relations are always populated). */
  selectable: readonly string[];
  /** The order used when the request names none; `id:desc` ends every order so pages never overlap. */
  defaultSort: readonly string[];
};

/** Strapi returns these with every entry whatever `fields` says; asking for them is harmless. */
const ALWAYS_RETURNED = new Set(['id', 'documentId']);

const listOf = (value: unknown, parameter: string): string[] => {
  if (value === undefined || value === '') return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => listOf(item, parameter));
  // qs turns `sort[title]=asc` into { title: 'asc' } and `fields[0]=title` into an array.
  if (parameter === 'sort' && value && typeof value === 'object') {
    return Object.entries(value).map(([field, direction]) => `${field}:${String(direction)}`);
  }
  throw new errors.ValidationError(`Parâmetro "${parameter}" inválido.`);
};

/** `sort=title`, `sort=title:desc`, `sort=title:asc,createdAt:desc`, `sort[0]=title:asc`, `sort[title]=asc`. */
export function parsePublicSort(value: unknown, rules: PublicListRules): string[] {
  const asked = listOf(value, 'sort');
  if (asked.length === 0) return [...rules.defaultSort];
  const sort = asked.map((item) => {
    const [field, direction = 'asc', ...rest] = item.split(':');
    const order = direction.toLowerCase();
    if (rest.length > 0 || !rules.sortable.includes(field) || (order !== 'asc' && order !== 'desc')) {
      throw new errors.ValidationError(
        `Ordenação inválida: "${item}". Use campo:asc ou campo:desc com um destes campos: ${rules.sortable.join(', ')}.`,
      );
    }
    return `${field}:${order}`;
  });
  return sort.some((item) => item.startsWith('id:')) ? sort : [...sort, 'id:desc'];
}

/** `fields=title,slug` or `fields[0]=title&fields[1]=slug`; undefined when the request names none. */
export function parsePublicFields(value: unknown, rules: PublicListRules): string[] | undefined {
  const asked = listOf(value, 'fields');
  if (asked.length === 0) return undefined;
  const unknown = asked.filter((field) => !ALWAYS_RETURNED.has(field) && !rules.selectable.includes(field));
  if (unknown.length > 0) {
    throw new errors.ValidationError(
      `Campo não disponível: ${unknown.map((field) => `"${field}"`).join(', ')}. Campos públicos: ${rules.selectable.join(', ')}.`,
    );
  }
  const fields = asked.filter((field) => !ALWAYS_RETURNED.has(field));
  return fields.length > 0 ? [...new Set(fields)] : [rules.selectable[0]];
}
