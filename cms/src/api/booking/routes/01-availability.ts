/** Public: the taken slots per day (no personal data). Before the core routes so /bookings/:id never catches it. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/bookings/availability',
      handler: 'api::booking.booking.availability',
    },
  ],
};
