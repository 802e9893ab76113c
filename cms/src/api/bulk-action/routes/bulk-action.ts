/** Bulk actions of the dashboard's lists (issue 57, domain/src/bulk-actions.ts): editors and admins (bootstrap/permissions.ts). */
export default {
  routes: [{ method: 'POST', path: '/bulk/:subject', handler: 'api::bulk-action.bulk-action.run' }],
};
