import { dataAttr, type Selectors } from '@/site/lib/islands/selectors';

/** The consent banner's and preferences dialog's parts (consent-banner.tsx, consent-dialog.tsx ↔ consent-island.ts). */
export const CONSENT = {
  banner: 'data-consent-banner',
  /** The preferences dialog's form (its switches; 'Salvar preferências' sends it). */
  form: 'data-consent-form',
  /** On a button: what it does (ConsentAction). */
  action: 'data-consent',
  /**
   * On <html> once the visitor has chosen (by the island, or by the inline <head> script for a stored choice):
   * the prerendered banner stays hidden.
   */
  chosen: 'data-consent-chosen',
} as const satisfies Selectors;

export type ConsentAction = 'accept' | 'reject' | 'customize' | 'cancel';

/** The attribute of a button that does `action`. */
export const consentAction = (action: ConsentAction) => dataAttr(CONSENT.action, action);
