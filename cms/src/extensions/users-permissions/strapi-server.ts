/**
 * GET /api/users/me always carries the caller's role ({ id, name, type }) so the site can show or hide
 * admin UI. Strapi would drop `populate=role` unless every signed-in user could also list all roles.
 * This is only for the UX: every write is authorized by the server's permission table.
 */
export default (plugin) => {
  const me = plugin.controllers.user.me;
  plugin.controllers.user.me = async (ctx) => {
    await me(ctx);
    const role = ctx.state.user?.role;
    if (ctx.body && role) ctx.body = { ...ctx.body, role: { id: role.id, name: role.name, type: role.type } };
  };
  return plugin;
};
