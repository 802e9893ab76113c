/**
 * 'sitePlan': a subdivision seen from above, drawn as a site plan: the avenue and the local streets, blocks cut
 * into lots (free, sold in clay, or built with a house), a park with a lake, street trees, a north arrow and a
 * scale bar. Turned a little, as a sheet on a table.
 */
import { northArrow, roofPlan, scaleBar, water } from './plan.mjs';
import { box2d, label, polyline } from './svg.mjs';
import { planTree } from './trees.mjs';

const STREET = 46;

/** The lots of a block (x, y, w × h): two rows back to back, `lotW` wide; each free, sold or built. */
function blockLots(x, y, w, h, hour, rnd, { lotW, built, sold, number }) {
  let s = box2d(x, y, w, h, hour.ground);
  const count = Math.floor(w / lotW);
  const lw = w / count;
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < count; i++) {
      const [lx, ly, lh] = [x + i * lw, y + (row * h) / 2, h / 2];
      const state = rnd();
      const fill = state < built ? hour.lawn : state < built + sold ? hour.windowLit : hour.ground;
      s += box2d(lx, ly, lw, lh, fill);
      if (state < built) s += roofPlan(lx + lw * 0.18, ly + (row ? lh * 0.15 : lh * 0.42), lw * 0.64, lh * 0.42, hour);
      else if (number && i % 2 === 0)
        s += label(lx + lw / 2, ly + lh / 2 + 7, String(number + row * count + i), { size: 18, fill: hour.ink, spacing: 0 });
    }
  }
  return s;
}

export function sitePlan(w, h, hour, rnd, { built = 0.1, sold = 0.3, zoom = 1 } = {}) {
  let s = box2d(0, 0, w, h, hour.lawn);
  let g = box2d(-400, -400, w + 800, h + 800, hour.lawn);
  const cols = [-380, 180, 740, 1300, 1860, 2420];
  const rows = [-220, 240, 600, 1010, 1500];
  // Streets first (the blocks are drawn over their middle), then the blocks.
  for (const x of cols) g += box2d(x - STREET, -400, STREET, h + 800, hour.road);
  for (const y of rows) g += box2d(-400, y - STREET, w + 800, STREET, hour.road);
  g +=
    box2d(-400, 600 - 90, w + 800, 90, hour.road) +
    polyline(
      [
        [-400, 555],
        [w + 400, 555],
      ],
      hour.lit,
      ' stroke-dasharray="40 30"',
    );
  let number = 1;
  for (let r = 0; r < rows.length - 1; r++) {
    for (let c = 0; c < cols.length - 1; c++) {
      const [x, y] = [cols[c], rows[r]];
      const [bw, bh] = [cols[c + 1] - x - STREET, rows[r + 1] - y - (rows[r + 1] === 600 ? 90 : STREET)];
      if (r === 2 && c === 2) {
        // The park: lawn, the lake, trees around it.
        g += box2d(x, y, bw, bh, hour.lawn);
        g += water(
          `M${x + 90},${y + 200} C${x + 80},${y + 70} ${x + 280},${y + 40} ${x + 370},${y + 110} S${x + 470},${y + 320} ${x + 290},${y + 330} S${x + 100},${y + 320} ${x + 90},${y + 200} Z`,
          [
            [
              [x + 170, y + 160],
              [x + 290, y + 160],
            ],
            [
              [x + 220, y + 250],
              [x + 360, y + 250],
            ],
          ],
          hour,
        );
        for (const [tx, ty, tr] of [
          [36, 50, 30],
          [470, 60, 36],
          [455, 320, 32],
          [44, 330, 28],
          [230, 26, 24],
          [250, 360, 20],
        ])
          g += planTree(x + tx, y + ty, tr, hour);
        continue;
      }
      g += blockLots(x, y, bw, bh, hour, rnd, { lotW: 86, built, sold, number: r === 1 ? number : 0 });
      if (r === 1) number += 2 * Math.floor(bw / 86);
      g += label(x + 14, y + 24, `Q${r * 5 + c + 1}`, { size: 18, anchor: 'start', weight: 700, fill: hour.ink, spacing: 1 });
    }
  }
  // Street trees along the avenue.
  for (let x = -300; x < w + 300; x += 150) g += planTree(x, 600 - 100, 18, hour) + planTree(x + 75, 600 + 12, 18, hour);
  s += `<g transform="rotate(-9 ${w / 2} ${h / 2}) translate(${w / 2} ${h / 2}) scale(${zoom}) translate(${-w / 2} ${-h / 2})">${g}</g>`;
  s += box2d(w - 170, 40, 130, 150, hour.lit, true) + northArrow(w - 105, 125, 40, hour);
  // 240 px are 50 m at zoom 1: the bar grows with the zoom, so it stays true.
  s += box2d(40, h - 110, 240 * zoom + 90, 80, hour.lit, true) + scaleBar(70, h - 95, 240 * zoom, 50, hour);
  return s;
}
