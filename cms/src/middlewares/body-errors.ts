import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';

/**
 * Just before the body parser: a multipart body it cannot read (no boundary, cut short, malformed) is the
 * client's mistake, but formidable's errors carry no HTTP status and Strapi answered them with a 500.
 * File-size errors keep Strapi's own 413.
 */
export const BODY_MESSAGES = { malformedMultipart: 'Envio de formulário inválido.' } as const;

const isFormidableError = (error: unknown): error is Error & { code: number; httpCode: number } =>
  error instanceof Error && error.constructor.name === 'FormidableError';

export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (isFormidableError(error) && !/maxFileSize/.test(error.message)) throw new errors.ValidationError(BODY_MESSAGES.malformedMultipart);
    throw error;
  }
};
