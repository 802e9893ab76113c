/** Admins only (permissions.ts): a booking's outcome, who set it and when (#15). */
export default {
  routes: [{ method: 'PUT', path: '/bookings/:documentId/outcome', handler: 'api::booking.booking.setOutcome' }],
};
