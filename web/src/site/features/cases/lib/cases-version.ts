import type { Case } from '../types';

/** What a page was built with, to tell whether the CMS's cases changed since (compared in the browser). */
export const casesVersion = (cases: Array<Pick<Case, 'slug' | 'updatedAt'>>) => cases.map((item) => `${item.slug}@${item.updatedAt ?? ''}`).join('|');
