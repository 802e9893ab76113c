/**
 * Two-factor sign-in (TOTP): the signed-in account's own factor (status, enrolment, turning it off), the site's
 * 'Exigir segundo fator para administradores' setting (admins), and the sign-in's second step (public, per-IP limit).
 */
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export default {
  routes: [
    { method: 'GET', path: '/second-factor', handler: 'api::second-factor.second-factor.status' },
    { method: 'POST', path: '/second-factor/enrolment', handler: 'api::second-factor.second-factor.start' },
    { method: 'POST', path: '/second-factor/enrolment/confirm', handler: 'api::second-factor.second-factor.confirm' },
    { method: 'POST', path: '/second-factor/disable', handler: 'api::second-factor.second-factor.disable' },
    { method: 'GET', path: '/second-factor/policy', handler: 'api::second-factor.second-factor.policy' },
    { method: 'PUT', path: '/second-factor/policy', handler: 'api::second-factor.second-factor.setPolicy' },
    {
      method: 'POST',
      path: '/auth/second-factor',
      handler: 'api::second-factor.second-factor.signIn',
      config: {
        middlewares: [
          {
            name: 'global::rate-limit',
            config: {
              name: 'second-factor',
              max: num('AUTH_RATE_LIMIT_MAX', 10),
              windowMs: 60_000,
              message: 'Muitas tentativas de código. Aguarde um minuto e tente novamente.',
            },
          },
        ],
      },
    },
  ],
};
