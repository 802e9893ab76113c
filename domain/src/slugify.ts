import { LIMITS } from './limits';

/**
 * The one slug rule of the site, zod-free so the public pages can import it without the validation rules
 * (web/src/site/lib/slugify.ts): accents dropped, lowercase, every run of other characters one hyphen, none at the ends.
 * 'Implementação' → 'implementacao' (a heading's anchor), 'Guia Completo 2025: Leads!' → 'guia-completo-2025-leads'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What an article's slug field proposes from its title: the slug, cut to `max` characters without a trailing hyphen. */
export function slugFromTitle(title: string, max: number = LIMITS.case.slug): string {
  return slugify(title).slice(0, max).replace(/-+$/, '');
}
