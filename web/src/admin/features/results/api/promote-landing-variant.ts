import type { LandingVariantKey } from '@alicerce/domain';
import { api } from '@/lib/api-client';

/** POST /api/landing-pages/:documentId/promote: 'Promover vencedora' — that variant becomes the page's only hero. */
export const promoteLandingVariant = async ({ documentId, variant }: { documentId: string; variant: LandingVariantKey }) => {
  await api.post(`/landing-pages/${documentId}/promote`, { variant });
};
