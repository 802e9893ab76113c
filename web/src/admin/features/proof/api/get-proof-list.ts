import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { BULK_MAX } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { ProofResource } from '../lib/proof-resources';
import type { ProofPage, ProofRow } from '../types';

import { proofListParams, type ProofListQuery } from './proof-list-params';

/** One page of GET /api/<testimonials|clients|team-members> as an editor: every row, searched and cut by the CMS. */
export async function fetchProofList<T extends ProofRow>(resource: ProofResource, query: ProofListQuery): Promise<ProofPage<T>> {
  return (await api.get<ProofPage<T>>(resource.path, { params: proofListParams(resource, query) })).data;
}

/** Keeps the page on screen while the next one (another search, filter or page) loads. */
export const proofListQuery = <T extends ProofRow>(resource: ProofResource, query: ProofListQuery) =>
  queryOptions({ queryKey: ['proof', resource.key, query], queryFn: () => fetchProofList<T>(resource, query), placeholderData: keepPreviousData });

/** Every row matching the list's search and filter (up to BULK_MAX, one bulk request's cap), with its version. */
export async function fetchMatchingProofRows(resource: ProofResource, query: ProofListQuery) {
  const params = { ...proofListParams(resource, { ...query, page: 1 }), 'pagination[pageSize]': BULK_MAX };
  const page = (await api.get<ProofPage<ProofRow>>(resource.path, { params })).data;
  return page.data.map(({ documentId, version }) => ({ documentId, version }));
}
