/** The Equipe tab's API (admins only, by the permission table): list accounts, change one, invite by e-mail. */
export default {
  routes: [
    { method: 'GET', path: '/team/members', handler: 'api::team.team.list' },
    { method: 'PUT', path: '/team/members/:id', handler: 'api::team.team.update' },
    { method: 'POST', path: '/team/invites', handler: 'api::team.team.invite' },
    // Turns off another person's second factor (they enrol again at their next sign-in, if required); audited.
    { method: 'POST', path: '/team/members/:id/second-factor/reset', handler: 'api::team.team.resetSecondFactor' },
  ],
};
