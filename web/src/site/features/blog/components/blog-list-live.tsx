import { renderLive } from '@/site/lib/islands/render-live';

import type { Article } from '../types';

import { BlogListMarkup } from './blog-list';

/** The blog list rendered in the browser from the CMS's current articles (only when they changed since the build). */
export function renderBlogList(root: HTMLElement, articles: Article[]) {
  renderLive(root, <BlogListMarkup articles={articles} />);
}
