/**
 * Per-IP fixed-window limit for one route (public writes): `max` requests per `windowMs`, then 429 with a
 * pt-BR message. In memory: one CMS process per deployment here; a cluster would need a shared store.
 */
type Config = { max?: number; windowMs?: number; message?: string; name?: string };

export default (config: Config) => {
  const max = config.max ?? 10;
  const windowMs = config.windowMs ?? 60_000;
  const message = config.message ?? 'Muitas solicitações. Aguarde alguns minutos e tente novamente.';
  const hits = new Map<string, { count: number; resetAt: number }>();

  return async (ctx, next) => {
    const now = Date.now();
    const key = ctx.request.ip;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (hits.size > 10_000) for (const [ip, e] of hits) if (e.resetAt <= now) hits.delete(ip);

    if (entry.count > max) {
      ctx.set('Retry-After', String(Math.ceil((entry.resetAt - now) / 1000)));
      ctx.status = 429;
      ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message, details: {} } };
      return;
    }
    await next();
  };
};
