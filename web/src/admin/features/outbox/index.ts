export { DeliveriesScreen } from './components/deliveries-screen';
export { FailingDeliveriesBanner } from './components/failing-deliveries-banner';
export { WebhooksScreen } from './components/webhooks-screen';
