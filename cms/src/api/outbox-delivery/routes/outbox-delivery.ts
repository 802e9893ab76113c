/** The dashboard's 'Envios' (admins only, bootstrap/permissions.ts): every delivery of the outbox, a summary, a resend of one or many. */
const handler = (action: string) => `api::outbox-delivery.outbox-delivery.${action}`;

export default {
  routes: [
    { method: 'GET', path: '/outbox-deliveries', handler: handler('find'), config: {} },
    { method: 'GET', path: '/outbox-deliveries/summary', handler: handler('summary'), config: {} },
    { method: 'POST', path: '/outbox-deliveries/resend', handler: handler('resendMany'), config: {} },
    { method: 'POST', path: '/outbox-deliveries/:id/resend', handler: handler('resend'), config: {} },
  ],
};
