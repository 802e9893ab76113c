/** The CRM webhooks (admins only, bootstrap/permissions.ts): the endpoints, a test event, each one's recent deliveries. */
const handler = (action: string) => `api::webhook-endpoint.webhook-endpoint.${action}`;

export default {
  routes: [
    { method: 'GET', path: '/webhook-endpoints', handler: handler('find'), config: {} },
    { method: 'POST', path: '/webhook-endpoints', handler: handler('create'), config: {} },
    { method: 'PUT', path: '/webhook-endpoints/:id', handler: handler('update'), config: {} },
    { method: 'DELETE', path: '/webhook-endpoints/:id', handler: handler('delete'), config: {} },
    { method: 'POST', path: '/webhook-endpoints/:id/test', handler: handler('test'), config: {} },
    { method: 'GET', path: '/webhook-endpoints/:id/deliveries', handler: handler('deliveries'), config: {} },
  ],
};
