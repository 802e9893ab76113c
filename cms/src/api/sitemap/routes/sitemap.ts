export default {
  routes: [
    {
      method: 'GET',
      path: '/sitemap.xml',
      handler: 'api::sitemap.sitemap.xml',
    },
  ],
};
