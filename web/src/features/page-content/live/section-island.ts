import { getPublic } from '@/lib/public-api';

import type { PageSlug } from '../types';

import { patchSection } from './section-patch';

type Row = { section_key: string; content: Record<string, unknown> };

const reads = new Map<string, Promise<Map<string, Record<string, unknown>>>>();

/** The page's sections as the CMS holds them now, read once per page however many sections it shows. */
function liveSections(page: PageSlug) {
  let read = reads.get(page);
  if (!read) {
    read = getPublic<{ data: Row[] }>('/page-contents', { 'filters[page_slug][$eq]': page, 'pagination[pageSize]': 100 }).then(
      (body) => new Map(body.data.map((row) => [row.section_key, row.content])),
    );
    reads.set(page, read);
  }
  return read;
}

/**
 * A CMS section of a prerendered page: once the page is idle, the CMS's current values replace the ones the page was
 * built with, so an edit shows without a new build. Text only: nothing a visitor typed is ever re-rendered.
 * With the CMS unreachable the page keeps what it was built with.
 */
export async function mount(root: HTMLElement, props: unknown) {
  const { page, sectionKey } = props as { page: PageSlug; sectionKey: string };
  const region = root.querySelector<HTMLElement>('[data-section]') ?? root;
  try {
    const content = (await liveSections(page)).get(sectionKey);
    if (content) patchSection(region, content);
  } catch {
    // The build-time copy stays.
  }
}
