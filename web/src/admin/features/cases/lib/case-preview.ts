import { parseResultsText, splitGallery, splitStrategy, type CaseFormValues, type Platform, type PropertyType } from '@alicerce/domain';

import type { AdminCase, CaseMedia } from '../types';

/**
 * The case as the form holds it now, in the shape the site's case card reads: the media-library files where chosen,
 * else the typed URLs; results only once their JSON reads (the card skips them until then).
 */
export function casePreview(values: CaseFormValues, media: CaseMedia, stored: AdminCase | null): AdminCase {
  const results = parseResultsText(values.results);
  return {
    id: stored?.id ?? 0,
    documentId: stored?.documentId ?? '',
    createdAt: stored?.createdAt ?? '',
    version: stored?.version ?? 0,
    title: values.title,
    slug: values.slug,
    client_name: values.client_name,
    segment: values.segment,
    platform: values.platform as Platform,
    property_type: (values.property_type || null) as PropertyType | null,
    short_description: values.short_description,
    challenge: values.challenge,
    strategy: splitStrategy(values.strategy),
    results: results.ok ? results.value : {},
    results_series: null,
    image_url: media.image?.url ?? (values.image_url.trim() || null),
    image_alt: values.image_alt,
    chart_url: media.chart?.url ?? (values.chart_url.trim() || null),
    chart_alt: values.chart_alt,
    gallery_images: media.gallery.length > 0 ? media.gallery.map((file) => file.url) : splitGallery(values.gallery_images),
    gallery_alts: values.gallery_alts,
    learning: values.learning || null,
    is_published: values.is_published,
    image: media.image,
    chart: media.chart,
    gallery: media.gallery,
  };
}
