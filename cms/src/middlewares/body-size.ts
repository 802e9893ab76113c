import type { Context, Next } from 'koa';

/**
 * A route's own body limit, below the parser's global one (config/middlewares.ts): a write whose body is larger
 * than `maxBytes` (as sent, or as parsed when no Content-Length came) is a 413 with a pt-BR message, before the
 * controller reads it.
 */
export const BODY_TOO_LARGE_MESSAGE = 'Os dados enviados excedem o tamanho permitido.';

export default ({ maxBytes = 1024 }: { maxBytes?: number }) =>
  async (ctx: Context, next: Next) => {
    const declared = Number(ctx.request.length ?? 0);
    const parsed = ctx.request.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(ctx.request.body) ?? '');
    if (Math.max(declared, parsed) > maxBytes) {
      ctx.status = 413;
      ctx.body = { data: null, error: { status: 413, name: 'PayloadTooLargeError', message: BODY_TOO_LARGE_MESSAGE, details: {} } };
      return;
    }
    await next();
  };
