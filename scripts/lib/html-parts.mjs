// What a prerendered page's HTML is made of, in decoded bytes: the brand face's rules (with, on a page whose largest
// paint is a picture, the face's copy cut to the page's characters, web/scripts/brand-font-subset.ts), the other inline
// CSS, the inline SVG drawings and icons, the inline scripts (JSON-LD included), the <picture> elements, the class
// attributes of the rest, and the rest (markup and text). bench:web reports it beside each page's size, so the ≤ 40 KB target's distance has its causes named.

/** The brand face's <style> (web/src/shared/theme/brand-font-style.tsx) and the data block of its cut copy after it. */
export const BRAND_FACE_STYLE =
  /<style id="brand-font"[^>]*>[\s\S]*?<\/style>(?:<script type="text\/plain" id="brand-font-cut"[^>]*>[^<]*<\/script>)?/g;

const PARTS = [
  ['face', BRAND_FACE_STYLE],
  ['css', /<style\b[^>]*>[\s\S]*?<\/style>/g],
  ['svg', /<svg\b[\s\S]*?<\/svg>/g],
  ['scripts', /<script\b[^>]*>[\s\S]*?<\/script>/g],
  ['pictures', /<picture\b[\s\S]*?<\/picture>/g],
];

/** @param {string} html @returns {{ face: number, css: number, svg: number, scripts: number, pictures: number, classes: number, rest: number }} */
export function htmlParts(html) {
  const bytes = (text) => Buffer.byteLength(text);
  const out = {};
  let rest = html;
  for (const [name, pattern] of PARTS) {
    out[name] = 0;
    rest = rest.replace(pattern, (match) => {
      out[name] += bytes(match);
      return '';
    });
  }
  out.classes = 0;
  rest = rest.replace(/ class="[^"]*"/g, (match) => {
    out.classes += bytes(match);
    return '';
  });
  out.rest = bytes(rest);
  return out;
}
