import { LANDING_TAGS_ID, type ConsentCategory } from '@alicerce/domain';

import { injectOnce } from './inject-markup';

type PageTags = { markup: string; category: ConsentCategory };

function pageTags(): PageTags | null {
  const element = document.getElementById(LANDING_TAGS_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageTags>;
    return typeof parsed.markup === 'string' && typeof parsed.category === 'string' ? (parsed as PageTags) : null;
  } catch {
    return null;
  }
}

/**
 * A launch page's own tags (its pixel or tag manager, set by an admin) run like the site's snippets: once per page
 * load, and only once the visitor has granted their category.
 */
export async function runGrantedPageTags(granted: Record<ConsentCategory, boolean>): Promise<void> {
  const tags = pageTags();
  if (!tags || !tags.markup.trim() || !granted[tags.category]) return;
  await injectOnce('landing_page_tags', tags.markup, 'body-end')?.catch((error: unknown) => console.error('Error loading page tags', error));
}
