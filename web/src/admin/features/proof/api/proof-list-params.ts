import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';

import type { ProofResource } from '../lib/proof-resources';

export type ProofListPublished = 'todos' | 'publicados' | 'rascunhos';

/** What the editor asked a proof list for; every part is applied by the CMS. */
export type ProofListQuery = { search: string; published: ProofListPublished; page: number };

export const PROOF_LIST_PAGE_SIZE = 10;
export const initialProofListQuery: ProofListQuery = { search: '', published: 'todos', page: 1 };

/**
 * Strapi's REST parameters for one page of a proof list as the dashboard shows it: every row (unpublished ones too:
 * the CMS honours this for editors and admins only), in the order the site shows them, searched and filtered.
 */
export function proofListParams(resource: ProofResource, query: ProofListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    ...WITH_UNPUBLISHED_CASES,
    sort: 'display_order:asc,createdAt:asc',
    'pagination[page]': query.page,
    'pagination[pageSize]': PROOF_LIST_PAGE_SIZE,
  };
  const text = query.search.trim();
  if (text) resource.searchFields.forEach((field, index) => (params[`filters[$and][0][$or][${index}][${field}][$containsi]`] = text));
  if (query.published !== 'todos') params['filters[$and][1][is_published][$eq]'] = String(query.published === 'publicados');
  return params;
}
