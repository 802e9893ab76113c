import type { CaseMedia, MediaFile } from '../types';

export type { AltBinding } from '@/admin/components/media/alt-binding';

/** Alt texts typed in the editor, by media-library file id (a file used in two slots has one alt text). */
export type AltEdits = Record<number, string>;

const files = (media: CaseMedia) => [media.image, media.chart, ...media.gallery].filter((file): file is MediaFile => file !== null);

/** What the alt text field of `file` shows: the text typed, else the one stored. */
export const altOf = (edits: AltEdits, file: MediaFile) => edits[file.id] ?? file.alternativeText ?? '';

/** The files still in the case whose typed alt text differs from the stored one: what saving sends to the library. */
export function altChanges(media: CaseMedia, edits: AltEdits): Pick<MediaFile, 'id' | 'alternativeText'>[] {
  const seen = new Set<number>();
  return files(media).flatMap((file) => {
    if (seen.has(file.id) || !(file.id in edits)) return [];
    seen.add(file.id);
    const text = edits[file.id].trim();
    return text === (file.alternativeText ?? '').trim() ? [] : [{ id: file.id, alternativeText: text }];
  });
}
