export default {
  routes: [
    {
      method: 'GET',
      path: '/password-reset/check',
      handler: 'api::password-reset.password-reset.check',
      config: { middlewares: [{ name: 'global::rate-limit', config: { max: 30, windowMs: 10 * 60_000 } }] },
    },
  ],
};
