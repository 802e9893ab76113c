export default {
  routes: [{ method: 'GET', path: '/audit-entries/actors', handler: 'api::audit-entry.audit-entry.actors' }],
};
