import { queryAll, read } from '@/site/lib/islands/selectors';
import { SECTION } from '@/site/lib/section-fields';

/** Keeps only keys with a usable value, so `{ title: '' }` in the CMS does not blank the page. */
export function pickDefined<T>(row: Partial<T> | undefined | null): Partial<T> {
  if (!row || typeof row !== 'object') return {};
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Partial<T>;
}

/**
 * Shows `content` (a section's values) in the section's markup (see section-fields.ts): text where a field is
 * shown, text and href of links. Values the content lacks keep what the page shows. Returns the merged content.
 */
export function patchSection(region: HTMLElement, content: Record<string, unknown>): Record<string, unknown> {
  let shown: Record<string, unknown> = {};
  try {
    shown = JSON.parse(read(region, SECTION.content) ?? '{}') as Record<string, unknown>;
  } catch {
    // No readable copy: the content alone.
  }
  const merged = { ...shown, ...pickDefined(content) };
  const text = (key: string) => (typeof merged[key] === 'string' ? (merged[key] as string) : '');
  for (const element of queryAll(region, SECTION.field)) {
    const value = text(read(element, SECTION.field) ?? '');
    const hrefKey = read(element, SECTION.href);
    if (hrefKey) {
      const href = text(hrefKey);
      element.hidden = !value || !href;
      if (href) element.setAttribute('href', href);
    }
    if (value && element.textContent !== value) element.textContent = value;
  }
  region.setAttribute(SECTION.content, JSON.stringify(merged));
  return merged;
}
