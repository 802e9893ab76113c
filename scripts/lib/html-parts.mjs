// What a prerendered page's HTML is made of, in decoded bytes: the inline CSS, the inline SVG drawings and icons, the
// inline scripts (JSON-LD included), the <picture> elements, the class attributes of the rest, and the rest (markup
// and text). bench:web reports it beside each page's size, so the ≤ 40 KB target's distance has its causes named.

const PARTS = [
  ['css', /<style\b[^>]*>[\s\S]*?<\/style>/g],
  ['svg', /<svg\b[\s\S]*?<\/svg>/g],
  ['scripts', /<script\b[^>]*>[\s\S]*?<\/script>/g],
  ['pictures', /<picture\b[\s\S]*?<\/picture>/g],
];

/** @param {string} html @returns {{ css: number, svg: number, scripts: number, pictures: number, classes: number, rest: number }} */
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
