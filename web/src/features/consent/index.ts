export { ConsentManager } from './components/consent-manager';
export { useConsent } from './lib/use-consent';
export { CONSENT_DEFAULT_SCRIPT } from './lib/consent-mode';
export type { ConsentCategories } from './lib/consent-store';
