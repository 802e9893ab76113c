import { LIMITS } from './limits';

/**
 * Where an image given by address may live (a case's main image, chart and gallery): on the web over https, or in the
 * site's own media library under /uploads/ (which the site serves from its own origin). Nothing a browser would run or
 * inline (javascript:, data:, blob:), no http: (blocked as mixed content on the https site), no protocol-relative
 * `//host` and no path that climbs out of /uploads/. The CMS validates stored URLs with the same rule.
 */
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

/** Why `text` is not an image address the site may show, or null when it is (checked as given, after trimming). */
export function imageUrlIssue(text: string): string | null {
  const value = text.trim();
  if (value === '') return IMAGE_URL_MESSAGES.empty;
  if (value.length > LIMITS.case.url) return IMAGE_URL_MESSAGES.long;
  if (value.startsWith('/')) {
    return UPLOADS.test(value) && !value.split('/').includes('..') && !/[\s\\]/.test(value) ? null : IMAGE_URL_MESSAGES.invalid;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return IMAGE_URL_MESSAGES.invalid;
  }
  if (url.protocol === 'http:') return IMAGE_URL_MESSAGES.http;
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password || /\s/.test(value)) return IMAGE_URL_MESSAGES.invalid;
  return null;
}

export const isImageUrl = (text: string) => imageUrlIssue(text) === null;
