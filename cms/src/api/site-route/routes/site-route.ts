export default {
  routes: [
    {
      method: 'GET',
      path: '/site-routes/check',
      handler: 'api::site-route.site-route.check',
    },
  ],
};
