/** The preferences dialog's id: its markup (consent-dialog.tsx) and its island code both name it. */
export const CONSENT_DIALOG_ID = 'preferencias-cookies';
