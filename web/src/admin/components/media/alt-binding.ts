import type { MediaFile } from './media-file';

/** How an image slot reads and changes the alt text of its files (kept by the form that owns the slot). */
export type AltBinding = { of: (file: MediaFile) => string; set: (id: number, text: string) => void };
