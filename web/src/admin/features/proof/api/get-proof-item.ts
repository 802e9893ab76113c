import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { findOrNull } from '@/admin/components/editor-fetch';
import { api } from '@/admin/lib/api-client';

import type { ProofResource } from '../lib/proof-resources';
import type { ProofRow } from '../types';

/** One testimonial, client or person for its editor (unpublished ones too); null when there is none by that id. */
export const proofItemQuery = <T extends ProofRow>(resource: ProofResource, documentId: string) =>
  queryOptions({
    queryKey: ['proof', resource.key, 'one', documentId],
    queryFn: () =>
      findOrNull(async () => (await api.get<{ data: T }>(`${resource.path}/${documentId}`, { params: WITH_UNPUBLISHED_CASES })).data.data),
    staleTime: 0,
  });
