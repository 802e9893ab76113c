import type { ContentType, PageSlug } from './enums';

/** How the panel and edit mode name the pages (spec §9 page options), instead of their slugs. */
export const PAGE_LABELS: Record<PageSlug, string> = {
  home: 'Início',
  servicos: 'Serviços',
  cases: 'Cases',
  blog: 'Blog',
  contato: 'Contato',
};

/** The content types (spec §5) by what they are on a page. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  hero: 'Destaque',
  about: 'Sobre',
  features: 'Diferenciais',
  cta: 'Chamada para ação',
  testimonials: 'Depoimentos',
};

/** The section keys the pages render today (web/src/site/routes): each page has a 'hero' and a 'final_cta'. */
const SECTION_LABELS: Record<string, string> = {
  hero: 'Topo da página',
  final_cta: 'Chamada final',
};

/** A section's pt-BR name; a key no page knows is shown as typed ('Seção promo_natal'). */
export function sectionLabel(sectionKey: string): string {
  return SECTION_LABELS[sectionKey] ?? `Seção ${sectionKey}`;
}
