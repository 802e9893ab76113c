/** Admins only (permissions.ts): a lead's outcome, who set it and when (#15). */
export default {
  routes: [{ method: 'PUT', path: '/leads/:documentId/outcome', handler: 'api::lead.lead.setOutcome' }],
};
