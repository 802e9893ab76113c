/**
 * The main picture's part of a prerendered page's head: the attribute that holds other pictures back until it is
 * painted, and the two inline scripts that set that attribute and mark the picture for element timing (root.tsx).
 */

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

/**
 * The head's inline script on every prerendered page: marks each main picture (fetchpriority=high) for element timing
 * as the parser inserts it — a mutation observer's callback runs before the next frame, so before any frame that could
 * paint the picture. bootstrap.ts waits for that report before it fetches a script. Marked from the end of <body>, a
 * page painted while still being read (a stalled connection, a slow parser yielding) showed the picture unmarked, and
 * the browser never reported it. The attribute is set here, not written in the HTML: it is not in the HTML standard
 * the pages are checked against.
 */
export const MAIN_IMAGE_TIMING_SCRIPT =
  "(function(){var d=document,m=function(){d.querySelectorAll('img[fetchpriority=high]:not([elementtiming])').forEach(function(i){i.setAttribute('elementtiming','main-image')})},o=new MutationObserver(m);o.observe(d.documentElement,{childList:true,subtree:true});d.addEventListener('DOMContentLoaded',function(){m();o.disconnect()})})()";

/** For a picture's <img>: not laid out (so a lazy one is not fetched) while the main picture is pending; its frame keeps the place. */
export const waitsForMainImageSx = { [`html[${MAIN_IMAGE_PENDING_ATTR}] &`]: { display: 'none' } } as const;
