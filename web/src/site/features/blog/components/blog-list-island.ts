import { showMessage } from '@/site/lib/dom/show-message';
import { fingerprint } from '@/site/lib/hash';
import { closest, query, queryAll, read } from '@/site/lib/islands/selectors';

import { fetchArticles } from '../api/get-articles';
import { BLOG_LIST } from '../lib/blog-list-selectors';
import { ALL_CATEGORIES, FEATURED_COUNT } from '../lib/categories';
import { articlesVersion } from '../lib/featured';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'blog-list': { version: string };
  }
}

/** Shows the cards of `category` (all for 'Todos'): the first two matching featured cards, every matching card below. */
export function applyCategory(list: HTMLElement, category: string) {
  const matches = (card: HTMLElement) => category === ALL_CATEGORIES || read(card, BLOG_LIST.category) === category;
  const chips = list.querySelector('[role="group"]');
  for (const chip of chips ? queryAll(chips, BLOG_LIST.category) : [])
    chip.setAttribute('aria-pressed', String(read(chip, BLOG_LIST.category) === category));
  const sections = [query(list, BLOG_LIST.featured), query(list, BLOG_LIST.all)];
  const [featuredCards, allCards] = sections.map((section) => (section ? queryAll(section, BLOG_LIST.category) : []));
  let featured = 0;
  for (const card of featuredCards) {
    const show = matches(card) && featured < FEATURED_COUNT;
    if (show) featured += 1;
    card.hidden = !show;
  }
  let shown = 0;
  for (const card of allCards) {
    card.hidden = !matches(card);
    if (!card.hidden) shown += 1;
  }
  for (const section of sections) if (section) section.hidden = shown === 0;
  const empty = query(list, BLOG_LIST.empty);
  if (empty) showMessage(empty, shown === 0);
}

/**
 * The category chips of the blog list, then (once idle) the CMS's current list: when an article was published or
 * changed since the build, the list is rendered again in the browser, keeping the chosen category.
 */
export async function mount(root: HTMLElement, props: IslandProps<'blog-list'>) {
  const { version } = props;
  let category = ALL_CATEGORIES as string;
  root.addEventListener('click', (event) => {
    const target = closest(event.target, BLOG_LIST.category);
    const list = query(root, BLOG_LIST.list);
    if (!target || !list || target.tagName === 'ARTICLE') return;
    category = read(target, BLOG_LIST.category) ?? ALL_CATEGORIES;
    applyCategory(list, category);
  });

  let articles: Awaited<ReturnType<typeof fetchArticles>>;
  try {
    articles = await fetchArticles();
  } catch {
    return; // The CMS is unreachable: the list the page was built with stays.
  }
  if (fingerprint(articlesVersion(articles)) === version) return;
  // React and MUI load only here, on a page whose list changed since the build.
  // eslint-disable-next-line import/no-restricted-paths
  const { renderBlogList } = await import('./blog-list-live');
  renderBlogList(root, articles);
  const list = query(root, BLOG_LIST.list);
  if (list) applyCategory(list, category);
}
