/** The dashboard's reads of every article, drafts and scheduled ones included (granted to roles that write articles). */
export default {
  routes: [
    { method: 'GET', path: '/articles/editor', handler: 'api::article.article.listForEditor' },
    { method: 'GET', path: '/articles/editor/:id', handler: 'api::article.article.findForEditor' },
  ],
};
