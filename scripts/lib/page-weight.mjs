// The weight budget of the built pages, checked by `npm test` beside the HTML checker: no prerendered page may grow
// past it unnoticed (a post-processor that stopped trimming MUI's CSS, a drawing inlined twice). It is not issue 29's
// ≤ 40 KB target, which this stack misses (docs/benchmarks.md, "What the HTML is made of"): it is where the pages are,
// about 10 % above the heaviest (/cases: 188 KB decoded, 31.6 KB gzip, LCP 1.13–1.18 s against ≤ 1.2 s), so that the
// LCP target is not put at risk by bytes nobody chose. The brand face's copy inline in the pages whose largest paint is
// a picture (web/scripts/brand-font-subset.ts, 12–14 KB of woff2 as base64) has a budget of its own: chosen bytes,
// whose LCP cost bench:web measures.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BRAND_FACE_STYLE, htmlParts } from './html-parts.mjs';

export const PAGE_BUDGET = { decoded: 208 * 1024, gzip: 34 * 1024, face: 24 * 1024 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A line for each page over `budget` — decoded, or gzip at level 9, without the brand face's style; or that style over
 * its own — with its sizes and what it is made of.
 */
export function pagesOverBudget(files, root, budget = PAGE_BUDGET) {
  return files.flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    const face = Buffer.byteLength((html.match(BRAND_FACE_STYLE) ?? []).join(''));
    const body = Buffer.from(html.replace(BRAND_FACE_STYLE, ''));
    const gzip = gzipSync(body, { level: 9 }).length;
    if (body.length <= budget.decoded && gzip <= budget.gzip && face <= (budget.face ?? Infinity)) return [];
    const parts = Object.entries(htmlParts(html))
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(', ');
    return [
      `${relative(root, file)}: ${kb(body.length)} decoded (budget ${kb(budget.decoded)}), ${kb(gzip)} gzip (budget ${kb(budget.gzip)}), ` +
        `brand face ${kb(face)} (budget ${kb(budget.face ?? Infinity)}) — ${parts}`,
    ];
  });
}
