import { query } from '@/site/lib/islands/selectors';
import { SECTION } from '@/site/lib/section-fields';

import { fetchPageSections } from '../api/get-page-sections';
import type { PageSections, PageSlug } from '../types';

import { patchSection } from './section-patch';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'page-section': { page: PageSlug; sectionKey: string };
  }
}

const reads = new Map<string, Promise<PageSections>>();

/** The page's sections as the CMS holds them now, read once per page however many sections it shows. */
function liveSections(page: PageSlug) {
  let read = reads.get(page);
  if (!read) {
    read = fetchPageSections(page);
    reads.set(page, read);
  }
  return read;
}

/**
 * A CMS section of a prerendered page: once the page is idle, the CMS's current values replace the ones the page was
 * built with, so an edit shows without a new build. Text only: nothing a visitor typed is ever re-rendered.
 * With the CMS unreachable the page keeps what it was built with.
 */
export async function mount(root: HTMLElement, props: IslandProps<'page-section'>) {
  const { page, sectionKey } = props;
  const region = query(root, SECTION.section) ?? root;
  try {
    const content = (await liveSections(page))[sectionKey];
    if (content) patchSection(region, content);
  } catch {
    // The build-time copy stays.
  }
}
