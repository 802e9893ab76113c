/** GET /api/dashboard-home: 'Início', the dashboard's first screen (editors and admins; bootstrap/permissions.ts). */
export default {
  routes: [{ method: 'GET', path: '/dashboard-home', handler: 'api::dashboard-home.dashboard-home.find' }],
};
