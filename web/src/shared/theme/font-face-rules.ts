// The brand face's rules that the build's scripts write too (web/scripts/brand-font-subset.ts): no asset import here,
// so Node reads this file as it is.

/** The <style> that holds Manrope's @font-face, switched on by the page's bootstrap script (site/lib/islands/bootstrap.ts). */
export const BRAND_FONT_STYLE_ID = 'brand-font';

/**
 * How the face is shown: `swap` shows the fallback at once and the face when it comes; `optional` uses the face only if
 * it is there for the first paint (a tenth of a second at most) and never swaps it in later — for a face the browser
 * has cached (brand-font-style.tsx switches the rule to it).
 */
export const BRAND_FONT_DISPLAY = { swap: 'font-display:swap', optional: 'font-display:optional' } as const;

/** The data block in which the build writes a page's cut copy of the face (web/scripts/brand-font-subset.ts). */
export const BRAND_FONT_CUT_ID = 'brand-font-cut';

/**
 * The head's script on a page whose largest paint is a picture (trusted by its CSP hash; the same text on every such
 * page, so a landing page rendered after the build is covered too): it adds the copy of Manrope cut to the page's
 * characters — base64 woff2 in the data block above it, with its unicode-range — to the document's fonts before anything
 * is laid out. A face made from bytes is ready at once; the same copy as a data: URL in a rule was decoded only after
 * the first layout (the header's links, laid out in the fallback, moved 3 px when it came). Added last, it is the face
 * the browser looks at first for the characters it covers (CSS Fonts §4.5). Without the block (`react-router dev`) it
 * does nothing.
 */
export const BRAND_FONT_CUT_SCRIPT =
  `try{var c=document.getElementById(${JSON.stringify(BRAND_FONT_CUT_ID)});if(c){var b=atob(c.textContent),a=new Uint8Array(b.length);` +
  'for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);' +
  'document.fonts.add(new FontFace("Manrope",a,{weight:"200 800",unicodeRange:c.getAttribute("data-unicode-range")}))}}catch(e){}';
