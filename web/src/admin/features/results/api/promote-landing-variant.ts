import { WITH_UNPUBLISHED_CASES, type LandingVariantKey } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { versionHeaders } from '@/admin/lib/version-headers';

/**
 * POST /api/landing-pages/:documentId/promote: 'Promover vencedora' — that variant becomes the page's only hero. The
 * report carries no page version, so the page's current one is read first (GET …/landing-pages/:documentId) and sent
 * as If-Match: a save of the page between that read and the promotion is refused with 409, never overwritten.
 */
export const promoteLandingVariant = async ({ documentId, variant }: { documentId: string; variant: LandingVariantKey }) => {
  const page = (await api.get<{ data: { version: number } }>(`/landing-pages/${documentId}`, { params: WITH_UNPUBLISHED_CASES })).data.data;
  await api.post(`/landing-pages/${documentId}/promote`, { variant }, { headers: versionHeaders({ version: page.version }) });
};
