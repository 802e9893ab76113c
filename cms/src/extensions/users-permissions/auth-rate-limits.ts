/**
 * Per-IP limits on the public auth routes whose users-permissions limiter is keyed by IP *and* the e-mail in
 * the body: rotating that e-mail gave a fresh bucket on every request, so one IP could create accounts or send
 * reset e-mails without end. Sign-in (/auth/local) and reset (/auth/reset-password) are keyed by IP alone in
 * users-permissions 5.54.0 (the CVE-2025-64526 fix) and keep that limiter (AUTH_RATE_LIMIT_MAX per minute).
 */
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const authRateLimits = (): Record<string, { max: number; windowMs: number; message: string }> => ({
  'POST /auth/local/register': {
    max: num('REGISTER_RATE_LIMIT_MAX', 5),
    windowMs: num('REGISTER_RATE_LIMIT_WINDOW_MS', 60 * 60_000),
    message: 'Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde.',
  },
  'POST /auth/forgot-password': {
    max: num('FORGOT_PASSWORD_RATE_LIMIT_MAX', 5),
    windowMs: num('FORGOT_PASSWORD_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
    message: 'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.',
  },
});

/** Puts our per-IP limiter in front of users-permissions' own on the routes listed above. */
export function limitAuthRoutes(routes: Array<{ method: string; path: string; config?: { middlewares?: unknown[] } }>) {
  const limits = authRateLimits();
  for (const route of routes) {
    const limit = limits[`${route.method} ${route.path}`];
    if (!limit) continue;
    route.config = { ...route.config, middlewares: [{ name: 'global::rate-limit', config: limit }, ...(route.config?.middlewares ?? [])] };
  }
}
