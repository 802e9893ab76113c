/**
 * Facts the privacy policy states and the code applies, in one place (no zod here: the site's consent island and
 * the prerendered policy page read them).
 */

/**
 * Version of the privacy policy and of the cookie consent it asks for. A visitor's stored consent choice of another
 * version is asked again, and every consent record names the version the visitor saw. Bump it when the categories or
 * the policy's text change. 2: consent choices recorded as proof (LGPD Art. 8 §2), retention period stated.
 */
export const PRIVACY_POLICY_VERSION = 2;

/**
 * Months a lead's or a booking's personal data is kept before it is anonymised, when
 * PERSONAL_DATA_RETENTION_MONTHS is not set (the CMS's daily retention job); the privacy policy states this number.
 */
export const PERSONAL_DATA_RETENTION_MONTHS_DEFAULT = 24;
