import type { FieldChange } from './three-way';

/** How long a text is shown in the conflict view before 'Ver texto completo'. */
export const SHORT_TEXT = 140;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A value as text a person reads: the text itself, 'Sim' / 'Não', a list's items, a file's name, or '(vazio)'. */
export function fullText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? '(vazio)' : value.map((item) => (typeof item === 'object' ? summary(item) : fullText(item))).join('\n');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; title?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.title === 'string') return named.title;
    return JSON.stringify(value, null, 2);
  }
  return String(value);
}

/** A value in one short line: a long text cut with '…', a list as '3 itens', an object as its name or '4 campos'. */
export function summary(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '(vazio)' : plural(value.length, 'item', 'itens');
  if (value && typeof value === 'object') {
    const text = fullText(value);
    return text.startsWith('{') ? plural(Object.keys(value).length, 'campo', 'campos') : text;
  }
  const text = fullText(value);
  return text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT).trimEnd()}…` : text;
}

/** What the conflict view shows of one side of `change`: a short line, and the whole text when it says more. */
export function shownValue(change: Pick<FieldChange, 'describe'>, value: unknown): { short: string; full: string | null } {
  const short = change.describe ? change.describe(value) : summary(value);
  const full = typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')) ? fullText(value) : null;
  return { short, full: full !== null && full !== short ? full : null };
}

/** My changed fields as plain text, one 'Campo: valor' per field: what 'Copiar meu texto' puts on the clipboard. */
export const myChangesText = (changes: FieldChange[]) =>
  changes
    .filter((change) => change.kind !== 'theirs')
    .map((change) => `${change.label}: ${change.describe && typeof change.mine !== 'string' ? change.describe(change.mine) : fullText(change.mine)}`)
    .join('\n');
