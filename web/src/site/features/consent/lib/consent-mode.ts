import { CONSENT } from './consent-selectors';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, type ConsentCategories } from './consent-store';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Google Consent Mode v2 defaults, all denied, inlined at the top of <head> so they are set before any
 * snippet (tag) runs. A stored choice is replayed right away as an update.
 */
export const CONSENT_DEFAULT_SCRIPT = [
  'window.dataLayer=window.dataLayer||[];',
  'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',",
  "functionality_storage:'granted',security_storage:'granted',wait_for_update:500});",
  `try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}'));if(c&&c.version===${CONSENT_VERSION}&&typeof c.date==='string'&&c.categories){`,
  // The prerendered banner stays hidden (CSS on this attribute) for a visitor who has already chosen.
  `document.documentElement.setAttribute('${CONSENT.chosen}','');`,
  "var m=c.categories.marketing?'granted':'denied';",
  "gtag('consent','update',{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:c.categories.analytics?'granted':'denied'})}}catch(e){}",
].join('');

export function consentModeUpdate(categories: ConsentCategories) {
  const ads = categories.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: categories.analytics ? 'granted' : 'denied',
  };
}

/** gtag('consent','update', …) from the visitor's choice. */
export function updateConsentMode(categories: ConsentCategories) {
  window.dataLayer = window.dataLayer || [];
  window.gtag =
    window.gtag ||
    function gtag() {
      // gtag.js reads the `arguments` object, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  window.gtag('consent', 'update', consentModeUpdate(categories));
}
