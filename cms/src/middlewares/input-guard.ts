import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';

/**
 * Refuses (400, pt-BR) a request whose path, query or body carries text no field of this product can hold,
 * before any controller or database sees it:
 * - U+0000: PostgreSQL rejects it in text ("invalid byte sequence for encoding UTF8: 0x00") and the request
 *   ended in a 500, on reads (a filter, a slug in the path) as on writes (a lead, a sign-in).
 * - a lone UTF-16 surrogate: not text; the database would store U+FFFD in its place, a silent change.
 * - nesting deeper than MAX_DEPTH: Strapi's validators print the whole value in their error message and
 *   ran out of stack (500) on a body of a few thousand nested arrays.
 * Keys are checked like values. The scan is iterative, so the check itself cannot run out of stack.
 * A write whose body is of a type the parser does not read (e.g. application/octet-stream) is a 415.
 */
const MAX_DEPTH = 32;
export const INPUT_MESSAGES = {
  invalidText: 'O texto enviado contém caracteres inválidos.',
  tooDeep: 'Os dados enviados têm níveis de aninhamento demais.',
  unsupportedType: 'Formato de envio não suportado. Envie os dados em JSON.',
} as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** The first problem found in `root`, or null. */
export function findInputProblem(root: unknown): string | null {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return INPUT_MESSAGES.invalidText;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return INPUT_MESSAGES.tooDeep;
    for (const key of Object.keys(value)) {
      if (isBadText(key)) return INPUT_MESSAGES.invalidText;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

export default () => async (ctx: Context, next: Next) => {
  // A write whose body the parser did not read: an empty one is an empty object (users-permissions'
  // sign-in and reset destructure the body and answered a bare POST with a 500); any other is refused.
  if (ctx.request.body === undefined && WRITES.has(ctx.method)) {
    if (ctx.request.length) {
      ctx.status = 415;
      ctx.body = { data: null, error: { status: 415, name: 'UnsupportedMediaTypeError', message: INPUT_MESSAGES.unsupportedType, details: {} } };
      return;
    }
    ctx.request.body = {};
  }
  // A NUL in the path (/api/cases/%00) reaches the database as a route parameter.
  const problem = /%00/.test(ctx.path) ? INPUT_MESSAGES.invalidText : (findInputProblem(ctx.query) ?? findInputProblem(ctx.request.body));
  if (problem) throw new errors.ValidationError(problem);
  await next();
};
