import { defaultCompany } from '@/config/company';

export const brandName = defaultCompany.name;

export const pageTitle = (title: string) => `${title} | ${brandName}`;

/** Meta descriptors for a public page (route `meta` export). */
export function pageMeta(title: string, description: string) {
  return [{ title: pageTitle(title) }, { name: 'description', content: description }];
}

/** Meta descriptors for an admin page: never indexed. */
export function adminMeta(title: string) {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}
