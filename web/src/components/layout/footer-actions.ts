/** Marks the footer's 'Preferências de cookies' button: the consent island opens the preferences on its click. */
export const OPEN_COOKIE_PREFERENCES_ATTRIBUTE = 'data-open-cookie-preferences';
