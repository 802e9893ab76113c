import type { Selectors } from '@/site/lib/islands/selectors';

/** The footer's buttons other islands act on (footer.tsx ↔ site/features/consent/components/consent-island.ts). */
export const FOOTER_ACTIONS = {
  /** 'Preferências de cookies': the consent island opens the preferences on its click. */
  openCookiePreferences: 'data-open-cookie-preferences',
} as const satisfies Selectors;
