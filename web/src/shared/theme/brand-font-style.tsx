import { BRAND_FONT_CUT_SCRIPT, BRAND_FONT_DISPLAY, BRAND_FONT_STYLE_ID } from './font-face-rules';
import { BRAND_FONT_FACE_CSS, BRAND_FONT_URL } from './fonts';

export { BRAND_FONT_STYLE_ID };
/** Set once the face has loaded in this browser: from then on it is in the HTTP cache and costs the first paint nothing. */
export const BRAND_FONT_CACHED_KEY = 'brand-font-cached';

/**
 * Where the face is cached, switches it on at once and as `optional` (inline in the head, trusted by its CSP hash): a
 * face read from the disk cache can still come after the first paint — 400 ms late in the e2e test, moved the header's
 * links at 1366 px on /contato (0.0024) and an article's breadcrumb and "10 min de leitura" at 375 px (0.004, seen in
 * a full e2e run) when swapped in; optional takes it for the first paint (a tenth of a second at most) or leaves that
 * page in the size-adjusted fallback.
 */
const cachedFontScript = `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_CACHED_KEY)})){var s=document.getElementById(${JSON.stringify(BRAND_FONT_STYLE_ID)});s.textContent=s.textContent.replace(${JSON.stringify(BRAND_FONT_DISPLAY.swap)},${JSON.stringify(BRAND_FONT_DISPLAY.optional)});s.media="all"}}catch(e){}`;

/**
 * The brand face in the head of every page. Where the first paint's largest part is text, the face is preloaded with
 * the HTML. Where it is an image (`late`), the face is off (`media="not all"`: the browser asks for no font) until
 * that image is on screen: a first visit then paints its text in the size-adjusted fallback, and the face is fetched
 * for the next page (site/lib/islands/bootstrap.ts) but not swapped in (CLS 0), instead of 25 KB of font sharing the slow
 * line with the picture the visitor waits for (Lighthouse's simulation counted it in that picture's LCP: 1.52 → 1.21 s on /cases). A browser that already
 * has the face cached gets it at once on every page, never swapped in late (cachedFontScript).
 *
 * That held-off state is what React writes, not what is served: after the prerender the build turns the face on in every
 * such page and writes a copy cut to the page's characters inline, which the page's script adds to its fonts before the
 * first layout (web/scripts/brand-font-subset.ts, BRAND_FONT_CUT_SCRIPT), so a first visit reads the brand face in its
 * first paint too. A page not post-processed (`react-router dev`) keeps the held-off state.
 */
export function BrandFontStyle({ late }: { late: boolean }) {
  return (
    <>
      {!late && <link rel="preload" href={BRAND_FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />}
      <style id={BRAND_FONT_STYLE_ID} media={late ? 'not all' : 'all'} dangerouslySetInnerHTML={{ __html: BRAND_FONT_FACE_CSS }} />
      <script dangerouslySetInnerHTML={{ __html: cachedFontScript }} />
      {late && <script dangerouslySetInnerHTML={{ __html: BRAND_FONT_CUT_SCRIPT }} />}
      {/* Without scripts nothing can switch it on later: such a browser gets the face as every page used to. */}
      {late && <noscript dangerouslySetInnerHTML={{ __html: `<style>${BRAND_FONT_FACE_CSS}</style>` }} />}
    </>
  );
}
