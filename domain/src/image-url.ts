import { LIMITS } from './limits';

/**
 * Where an image given by address may live (a case's main image, chart and gallery): on the web over https, or in the
 * site's own media library under /uploads/ (which the site serves from its own origin). Nothing a browser would run or
 * inline (javascript:, data:, blob:), no http: (blocked as mixed content on the https site), no protocol-relative
 * `//host` and no path that climbs out of /uploads/. The CMS validates stored URLs with the same rule.
 */
/** The messages of a slot with no wording of its own (a case's slots keep the spec's, see CASE_IMAGE_URL_MESSAGES). */
export const IMAGE_URL_MESSAGES = {
  empty: 'Cole o endereço da imagem',
  long: 'URL muito longa',
  http: 'Use um endereço https:// (http:// não é seguro)',
  invalid: 'Endereço de imagem inválido: use https://… ou /uploads/…',
} as const;

const UPLOADS = /^\/uploads\/[^?#]+$/;

/** The address as stored: trimmed; the CMS's own link to an upload (`http(s)://cms…/uploads/x.jpg`) as the site's `/uploads/x.jpg`. */
export function normalizeImageUrl(text: string): string {
  const value = text.trim();
  const upload = /^https?:\/\/[^/?#]+(\/uploads\/[^?#]+)$/i.exec(value);
  return upload ? upload[1] : value;
}

export type ImageUrlIssue = keyof typeof IMAGE_URL_MESSAGES;

/** Why `text` is not an image address the site may show, or null when it is (checked as given, after trimming). */
export function imageUrlIssue(text: string): ImageUrlIssue | null {
  const value = text.trim();
  if (value === '') return 'empty';
  if (value.length > LIMITS.case.url) return 'long';
  if (value.startsWith('/')) {
    return UPLOADS.test(value) && !value.split('/').includes('..') && !/[\s\\]/.test(value) ? null : 'invalid';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol === 'http:') return 'http';
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password || /\s/.test(value)) return 'invalid';
  return null;
}

export const isImageUrl = (text: string) => imageUrlIssue(text) === null;

/** The message for `text`, in the slot's own wording where it has one, or null when the address is fine. */
export function imageUrlMessage(text: string, own: Partial<Record<ImageUrlIssue, string>> = {}): string | null {
  const issue = imageUrlIssue(text);
  return issue && (own[issue] ?? IMAGE_URL_MESSAGES[issue]);
}
