import { PAGE_SLUGS, type PageSlug } from '@alicerce/domain';
import { screenPath } from '@/admin/shell';

export const isPageSlug = (value: string | undefined): value is PageSlug => PAGE_SLUGS.includes(value as PageSlug);

/** …/conteudo/<page>: the page's sections; …/conteudo/<page>/<section_key>: that section's editor ('nova': a new one's). */
export const sectionHref = (page: PageSlug, section?: string) => screenPath('conteudo', page, ...(section ? [section] : []));
