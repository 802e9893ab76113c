import { z } from './zod';
import { LIMITS } from './limits';

const L = LIMITS.proof;

/** Required text, trimmed: missing, blank or too long each get their pt-BR message. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const HTTPS_URL_MESSAGE = 'O endereço do site deve começar com https://';
export const URL_INVALID_MESSAGE = 'Endereço do site inválido';

/**
 * An address a visitor's click may follow: https only (no http:, javascript:, data: or relative paths), with a host and
 * no user name or password in it. Blank is "no address".
 */
export function isPublicHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const optionalHttpsUrl = z
  .string({ error: URL_INVALID_MESSAGE })
  .trim()
  .max(L.url, 'Endereço do site muito longo')
  .refine((value) => value === '' || /^https:\/\//i.test(value), HTTPS_URL_MESSAGE)
  .refine((value) => value === '' || isPublicHttpsUrl(value), URL_INVALID_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** A media-library file id (photo, logo); the CMS also checks the file exists and is an allowed image. */
export const IMAGE_INVALID_MESSAGE = 'Imagem inválida';
export const mediaId = z.number({ error: IMAGE_INVALID_MESSAGE }).int(IMAGE_INVALID_MESSAGE).positive(IMAGE_INVALID_MESSAGE);

export const ORDER_MESSAGE = `Ordem deve ser um número inteiro de 0 a ${L.order}`;
export const displayOrder = z.number({ error: ORDER_MESSAGE }).int(ORDER_MESSAGE).min(0, ORDER_MESSAGE).max(L.order, ORDER_MESSAGE);

export const publishedFlag = z.boolean({ error: 'Valor inválido para publicado' });
