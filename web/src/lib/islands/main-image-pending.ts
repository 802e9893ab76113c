/**
 * Set on <html> by the head of a prerendered page whose largest paint is a picture, and taken off by the page's script
 * (bootstrap.ts) once that picture is on screen. Pictures further down that would otherwise be fetched beside it (a
 * landing page's gallery, inside a phone's lazy-load distance) wait for it: Lighthouse's simulation counts every
 * request begun before the main picture was painted into its LCP. Without scripts the attribute is never set and
 * every picture shows as usual.
 */
export const MAIN_IMAGE_PENDING_ATTR = 'data-main-image-pending';

/** The head's inline script (trusted by its CSP hash, scripts/csp-page-hashes.mjs). */
export const MAIN_IMAGE_PENDING_SCRIPT = `document.documentElement.setAttribute(${JSON.stringify(MAIN_IMAGE_PENDING_ATTR)},'')`;

/** For a picture's <img>: not laid out (so a lazy one is not fetched) while the main picture is pending; its frame keeps the place. */
export const waitsForMainImageSx = { [`html[${MAIN_IMAGE_PENDING_ATTR}] &`]: { display: 'none' } } as const;
