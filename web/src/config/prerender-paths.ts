// Loaded by react-router.config.ts: relative imports only (no "@/" alias there).
import { articles } from '../content/articles';
import { paths, publicStaticPaths } from './paths';

/** All public routes; /admin/* is left to the SPA fallback. */
export const prerenderPaths: string[] = [
  ...publicStaticPaths,
  ...articles.map((article) => paths.article(article.slug)),
];
