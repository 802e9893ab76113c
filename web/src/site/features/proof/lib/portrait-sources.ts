import { objectPositionOf } from '@alicerce/domain';
import { siteMediaUrl, type MediaFormat } from '@/shared/lib/media-sources';

import type { ProofImage } from '../types';

const candidates = (list: Array<MediaFormat | undefined>) =>
  list
    .filter((item): item is MediaFormat => Boolean(item?.url && item.width))
    .map((item) => `${siteMediaUrl(item.url)} ${item.width}w`)
    .join(', ') || undefined;

/**
 * A small square image (a portrait) at the sizes the CMS made: the thumbnail for a small avatar, the upload for a
 * sharp screen, AVIF then WebP first where there are.
 */
export function portraitSources(image: ProofImage) {
  const formats = image.formats ?? {};
  const original = image.width ? { url: image.url, width: image.width } : undefined;
  return {
    src: siteMediaUrl((formats.thumbnail ?? image).url),
    srcSet: candidates([formats.thumbnail, original]),
    avifSrcSet: candidates([formats.small_avif, formats.full_avif]),
    webpSrcSet: candidates([formats.small_webp, formats.full_webp]),
    /** The circle is cut around the face: the file's focal point. */
    objectPosition: objectPositionOf(image.focalPoint),
  };
}

/** The initials shown when a person has no photo: first and last name ('Mariana Toledo' → 'MT'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]!.toLocaleUpperCase('pt-BR')).join('');
}
