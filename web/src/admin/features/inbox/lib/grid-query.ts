import { inboxWhere, INBOX_STATUS_FIELD, type InboxFilter, type InboxKind } from '@alicerce/domain';
import { linkedDay, linkedValue } from '@/admin/components/linked-filter';

/** What the inbox grid shows: a page (0-based, as the Data Grid counts), its size, the sort and the filter bar. */
export type GridQuery = {
  page: number;
  pageSize: number;
  sort: { field: string; sort: 'asc' | 'desc' } | null;
  filter: InboxFilter;
};

export const PAGE_SIZES = [25, 50, 100];

export const EMPTY_FILTER: InboxFilter = { q: '', status: '', source: '', campaign: '', touch: 'last', from: '', to: '' };

export const initialGridQuery = (): GridQuery => ({ page: 0, pageSize: PAGE_SIZES[0], sort: null, filter: EMPTY_FILTER });

/** The grid's sortable columns → Strapi sort fields (the meeting of a booking: day, then time). */
function sortFields(kind: InboxKind, field: string): string[] {
  if (field === 'status') return [INBOX_STATUS_FIELD[kind]];
  if (field === 'meeting') return ['date', 'time'];
  return [field];
}

/** `{ a: { $eq: 1 }, b: [x] }` as Strapi's bracketed query keys: `prefix[a][$eq]=1`, `prefix[b][0]=x`. */
export function bracketParams(value: unknown, prefix: string, into: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) bracketParams(inner, `${prefix}[${key}]`, into);
  } else if (value !== undefined) {
    into[prefix] = String(value);
  }
  return into;
}

/**
 * The REST query of `GET /api/leads` (or bookings) for the grid's state: one page, sorted on the server (newest first
 * unless a column says otherwise, then newest first among equals so pages never overlap), filtered by the bar.
 */
export function gridParams(kind: InboxKind, { page, pageSize, sort, filter }: GridQuery): Record<string, string> {
  const sorts = sort ? sortFields(kind, sort.field).map((field) => `${field}:${sort.sort}`) : [];
  if (!sort || sort.field !== 'createdAt') sorts.push('createdAt:desc');
  const params: Record<string, string> = { 'pagination[page]': String(page + 1), 'pagination[pageSize]': String(pageSize) };
  sorts.forEach((value, index) => (params[`sort[${index}]`] = value));
  return { ...params, ...bracketParams(inboxWhere(kind, filter), 'filters') };
}

/** The filter bar's values as the CMS export's query (`?q=&status=…`): the CMS builds the same filter from them. */
export function exportParams(filter: InboxFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * The filter a link asks for (`?status=new`, `?de=2026-11-23`, `?ate=…`: Início's blocks), only the values the list
 * knows; null when the link asks for none.
 */
export function linkedInboxFilter(params: URLSearchParams, statuses: Record<string, string>): Partial<InboxFilter> | null {
  const linked: Partial<InboxFilter> = {};
  const status = linkedValue(params, 'status', Object.keys(statuses), '');
  if (status) linked.status = status;
  const from = linkedDay(params, 'de');
  const to = linkedDay(params, 'ate');
  if (from) linked.from = from;
  if (to) linked.to = to;
  return Object.keys(linked).length > 0 ? linked : null;
}
