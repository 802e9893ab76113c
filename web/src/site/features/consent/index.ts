export { ConsentManager } from './components/consent-manager';
export { CONSENT_DEFAULT_SCRIPT } from './lib/consent-mode';
export type { ConsentCategories } from './lib/consent-store';
