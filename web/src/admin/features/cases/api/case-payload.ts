import type { CaseInput } from '@alicerce/domain';

import type { CaseMedia } from '../types';

export type CasePayload = CaseInput & { image: number | null; chart: number | null; gallery: number[] };

/** The validated form plus the media-library relations (file ids). */
export function toCasePayload(input: CaseInput, media: CaseMedia): CasePayload {
  return {
    ...input,
    image: media.image?.id ?? null,
    chart: media.chart?.id ?? null,
    gallery: media.gallery.map((file) => file.id),
  };
}
