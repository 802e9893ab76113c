import { caseToFormValues, emptyCaseForm, type CaseFormValues } from '@alicerce/domain';

import { noMedia, type AdminCase, type CaseMedia } from '../types';

/**
 * The editor's starting point: empty (new case, published) or the stored case. Where a media-library
 * file is attached, the CMS answers its URL in the URL field; the form shows the file instead and leaves
 * the typed URL empty, so saving does not copy the file's URL into it.
 */
export function editorValues(stored: AdminCase | null): { values: CaseFormValues; media: CaseMedia } {
  if (!stored) return { values: emptyCaseForm, media: noMedia };
  const gallery = stored.gallery ?? [];
  return {
    values: caseToFormValues({
      ...stored,
      image_url: stored.image ? '' : stored.image_url,
      chart_url: stored.chart ? '' : stored.chart_url,
      gallery_images: gallery.length > 0 ? [] : stored.gallery_images,
    }),
    media: { image: stored.image, chart: stored.chart, gallery },
  };
}

const ids = (media: CaseMedia) => [media.image?.id ?? null, media.chart?.id ?? null, ...media.gallery.map((file) => file.id)].join(',');

/** The same files in the same slots and order: nothing to lose when the editor closes. */
export const sameMedia = (a: CaseMedia, b: CaseMedia) => ids(a) === ids(b);
