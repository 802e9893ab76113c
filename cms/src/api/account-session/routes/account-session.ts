/**
 * 'Sessões' (issue 53): where an account is signed in. Its own sessions for every signed-in account; another
 * person's for admins only (the Equipe tab), by the permission table (bootstrap/permissions.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/account/sessions', handler: 'api::account-session.account-session.mine' },
    { method: 'POST', path: '/account/sessions/end-others', handler: 'api::account-session.account-session.endOthers' },
    { method: 'DELETE', path: '/account/sessions/:key', handler: 'api::account-session.account-session.endMine' },
    { method: 'GET', path: '/team/members/:id/sessions', handler: 'api::account-session.account-session.ofMember' },
    { method: 'POST', path: '/team/members/:id/sessions/end-all', handler: 'api::account-session.account-session.endAllOfMember' },
    { method: 'DELETE', path: '/team/members/:id/sessions/:key', handler: 'api::account-session.account-session.endOfMember' },
  ],
};
