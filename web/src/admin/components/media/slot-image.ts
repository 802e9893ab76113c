import type { ImageUrlIssue } from '@alicerce/domain';

import type { MediaFile } from './media-file';

import { fileSrc } from './image-src';

/** How an image slot given by address reads and changes it, with the alt text typed for it (kept by the slot's form). */
export type UrlBinding = {
  value: string;
  onChange: (url: string) => void;
  /** The alt text typed for it; none for a slot without one (a page's sharing image). */
  alt?: { value: string; onChange: (text: string) => void };
  /** The form's message about the address (the CMS's rule), shown beside it. */
  error?: string;
  /** The slot's wording of a refused address (a case's: the spec's messages). */
  messages?: Partial<Record<ImageUrlIssue, string>>;
};

/** What a slot's row shows of a media-library file. */
export const fileImage = (file: MediaFile) => ({ src: fileSrc(file), name: file.name ?? file.url, source: 'Biblioteca de mídia' });

/** What a slot's row shows of an image given by address: the address itself, as the site uses it. */
export const urlImage = (url: string) => ({ src: url, name: url, source: 'Endereço (URL)' });
