/**
 * The article cover scenes, each () => SVG body of 1200×630, and COVERS, which pairs them
 * with the article slugs (the `cover` fields in cms/src/seed/data/articles.ts).
 */
import { arrowHead, background, C, card, COVER, coverBuilding, coverHouse, decor, key, label, pin, smoothClosed } from './cover-parts.mjs';

const { w: W, h: H } = COVER;

/** Marketing Digital: skyline with floating chart cards and a growth arrow. */
function skylineCharts() {
  let s = background('#0d4486', '#1d63b3', 'bg1') + decor(C.sky);
  const base = 560;
  // distant skyline
  const far = [[0, 70, 170], [70, 60, 230], [135, 90, 150], [230, 55, 260], [290, 80, 190], [375, 70, 240], [450, 95, 160], [550, 60, 280], [615, 85, 200], [705, 70, 250], [780, 90, 170], [875, 65, 230], [945, 80, 190], [1030, 70, 260], [1105, 95, 180]];
  s += `<g opacity="0.35">${far.map(([x, w, h]) => `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${C.sky}"/>`).join('')}</g>`;
  // front buildings
  s += coverBuilding(40, base, 120, 300, C.navyDark, C.sky, 4, 9);
  s += coverBuilding(175, base, 90, 220, '#123f7a', C.sky, 3, 7);
  s += coverBuilding(280, base, 140, 360, C.navyDark, C.sky, 4, 11);
  s += coverBuilding(800, base, 110, 260, '#123f7a', C.sky, 3, 8);
  s += coverBuilding(925, base, 150, 340, C.navyDark, C.sky, 5, 10);
  s += coverBuilding(1090, base, 110, 240, '#123f7a', C.sky, 3, 7);
  s += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${C.navyDark}"/>`;
  // bar chart card
  s += card(470, 120, 300, 250);
  s += `<rect x="500" y="148" width="120" height="12" rx="6" fill="${C.pale}"/><rect x="500" y="170" width="80" height="10" rx="5" fill="${C.pale}"/>`;
  const bars = [70, 95, 85, 130, 150, 185];
  bars.forEach((h, i) => {
    s += `<rect x="${505 + i * 42}" y="${345 - h}" width="28" height="${h}" rx="5" fill="${i === bars.length - 1 ? C.orange : C.blue}"/>`;
  });
  s += `<line x1="495" y1="346" x2="750" y2="346" stroke="${C.pale}" stroke-width="3"/>`;
  // line chart card
  s += card(700, 60, 250, 150);
  s += `<polyline points="725,180 770,160 810,168 850,130 890,118 925,85" fill="none" stroke="${C.green}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += [[725, 180], [770, 160], [810, 168], [850, 130], [890, 118], [925, 85]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${C.white}" stroke="${C.green}" stroke-width="4"/>`).join('');
  // donut card
  s += card(440, 395, 170, 130);
  s += `<circle cx="490" cy="460" r="36" fill="none" stroke="${C.pale}" stroke-width="16"/>`;
  s += `<circle cx="490" cy="460" r="36" fill="none" stroke="${C.orange}" stroke-width="16" stroke-dasharray="160 227" transform="rotate(-90 490 460)"/>`;
  s += `<rect x="540" y="440" width="50" height="10" rx="5" fill="${C.pale}"/><rect x="540" y="462" width="36" height="10" rx="5" fill="${C.peach}"/>`;
  // growth arrow
  s += `<path d="M120 470 C 320 430, 420 330, 600 300 S 900 200, 1060 120" fill="none" stroke="${C.orangeLight}" stroke-width="10" stroke-linecap="round" opacity="0.95"/>`;
  s += arrowHead(1085, 105, -30, 42, C.orangeLight);
  return s + label('Marketing Digital');
}

/** Leads: funnel receiving houses and delivering qualified contacts. */
function funnelHouses() {
  let s = background(C.paper, '#dbe7f6', 'bg2') + decor(C.navy, { x: 980, y: 420, cols: 8, rows: 6 });
  // falling houses
  const houses = [[300, 150, 70, C.white, C.navy], [420, 100, 60, C.peach, C.orange], [540, 140, 75, C.white, C.blue], [660, 90, 62, C.greenLight, C.green], [780, 145, 68, C.white, C.navy], [880, 105, 56, C.peach, C.orange]];
  for (const [x, y, w, wall, roof] of houses) s += `<g opacity="0.95">${coverHouse(x, y + 40, w, wall, roof, C.navy)}</g>`;
  // motion lines
  for (const [x, y] of [[335, 70], [450, 30], [578, 60], [690, 20], [815, 70], [905, 40]]) {
    s += `<line x1="${x}" y1="${y - 20}" x2="${x}" y2="${y - 50}" stroke="${C.navy}" stroke-width="4" stroke-linecap="round" opacity="0.2"/>`;
  }
  // funnel (three bands)
  const bands = [
    [[240, 220], [1000, 220], [900, 320], [340, 320], C.navy],
    [[352, 332], [888, 332], [790, 420], [450, 420], C.blue],
    [[462, 432], [778, 432], [700, 500], [540, 500], C.orange],
  ];
  for (const [a, b, c, d, color] of bands) s += `<polygon points="${a} ${b} ${c} ${d}" fill="${color}"/>`;
  s += `<ellipse cx="620" cy="220" rx="380" ry="24" fill="${C.navyDark}"/>`;
  s += `<rect x="575" y="500" width="90" height="40" fill="${C.orange}"/>`;
  // band icons (bars)
  s += `<rect x="520" y="258" width="200" height="16" rx="8" fill="${C.white}" opacity="0.35"/>`;
  s += `<rect x="560" y="366" width="120" height="16" rx="8" fill="${C.white}" opacity="0.35"/>`;
  s += `<rect x="585" y="458" width="70" height="14" rx="7" fill="${C.white}" opacity="0.45"/>`;
  // output: contact cards with check marks
  const out = [[700, 540], [830, 520], [960, 545]];
  s += `<path d="M665 540 Q 690 560 700 560" fill="none" stroke="${C.orange}" stroke-width="6"/>`;
  for (const [x, y] of out) {
    s += card(x, y, 110, 60, C.white);
    s += `<circle cx="${x + 28}" cy="${y + 30}" r="16" fill="${C.sky}"/><circle cx="${x + 28}" cy="${y + 25}" r="6" fill="${C.navy}"/><path d="M${x + 17} ${y + 40} q11 -12 22 0" fill="${C.navy}"/>`;
    s += `<rect x="${x + 52}" y="${y + 18}" width="44" height="8" rx="4" fill="${C.pale}"/>`;
    s += `<path d="M${x + 56} ${y + 38} l7 7 l14 -14" fill="none" stroke="${C.green}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return s + label('Leads', C.navy);
}

/** Mercado: stylised map of Brazil with growth arrows, pins and a mini chart. */
function brazilMap() {
  let s = background('#0a3266', '#15589f', 'bg3') + decor(C.sky, { x: 60, y: 60, cols: 10, rows: 4 });
  // faint grid (latitude/longitude)
  s += `<g stroke="${C.sky}" stroke-width="1.5" opacity="0.12">`;
  for (let x = 0; x <= W; x += 60) s += `<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`;
  for (let y = 0; y <= H; y += 60) s += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
  s += '</g>';
  // Brazil-ish silhouette (hand-placed points, box ≈ 560×560 starting at 320,30)
  const raw = [[60, 210], [115, 160], [175, 135], [215, 70], [265, 95], [320, 60], [360, 110], [420, 140], [480, 160], [540, 190], [585, 235], [580, 285], [545, 335], [530, 400], [500, 445], [450, 470], [400, 505], [360, 560], [318, 600], [285, 565], [300, 520], [262, 478], [245, 430], [200, 395], [170, 330], [105, 300], [55, 258]];
  const k = 0.93;
  const pts = raw.map(([x, y]) => [Math.round(300 + x * k), Math.round(20 + y * k)]);
  s += `<path d="${smoothClosed(pts.map(([x, y]) => [x + 10, y + 12]))}" fill="#000" opacity="0.18"/>`;
  s += `<path d="${smoothClosed(pts)}" fill="${C.greenLight}"/>`;
  // internal "regions" as soft blobs clipped to the map
  s += `<defs><clipPath id="br"><path d="${smoothClosed(pts)}"/></clipPath></defs><g clip-path="url(#br)">`;
  s += `<circle cx="440" cy="170" r="170" fill="${C.green}" opacity="0.35"/>`;
  s += `<circle cx="760" cy="250" r="120" fill="${C.sky}" opacity="0.55"/>`;
  s += `<circle cx="650" cy="470" r="110" fill="${C.peach}" opacity="0.7"/>`;
  s += `<circle cx="570" cy="360" r="90" fill="${C.white}" opacity="0.35"/>`;
  s += '</g>';
  // arrows
  const arrows = [
    ['M470 430 Q 560 330 660 300', 660, 300, -18],
    ['M640 520 Q 760 470 840 380', 840, 380, -48],
    ['M420 250 Q 520 190 620 190', 620, 190, 0],
  ];
  for (const [d, x, y, a] of arrows) {
    s += `<path d="${d}" fill="none" stroke="${C.orange}" stroke-width="9" stroke-linecap="round"/>` + arrowHead(x + Math.cos((a * Math.PI) / 180) * 18, y + Math.sin((a * Math.PI) / 180) * 18, a, 34, C.orange);
  }
  // pins
  s += pin(655, 470, C.orange, 0.9) + pin(770, 395, C.navy, 0.8) + pin(560, 330, C.navy, 0.7) + pin(850, 250, C.orange, 0.7);
  // mini chart card on the right
  s += card(940, 330, 200, 170);
  [50, 72, 64, 96, 118].forEach((h, i) => {
    s += `<rect x="${965 + i * 33}" y="${470 - h}" width="22" height="${h}" rx="4" fill="${i === 4 ? C.orange : C.blue}"/>`;
  });
  s += `<rect x="965" y="350" width="90" height="10" rx="5" fill="${C.pale}"/>`;
  // info card on the left
  s += card(70, 150, 190, 110);
  s += coverHouse(98, 235, 54, C.pale, C.navy, C.orange);
  s += `<rect x="170" y="182" width="70" height="10" rx="5" fill="${C.pale}"/><rect x="170" y="202" width="50" height="10" rx="5" fill="${C.peach}"/><rect x="170" y="222" width="62" height="10" rx="5" fill="${C.pale}"/>`;
  return s + label('Mercado');
}

/** Conversão: phone with a chat conversation, keys and a "sold" tag. */
function phoneChat() {
  let s = background('#fdf1e7', '#f7d7bd', 'bg4') + decor(C.orange, { x: 60, y: 70, cols: 7, rows: 5 });
  // phone
  s += `<rect x="430" y="40" width="300" height="560" rx="40" fill="#000" opacity="0.15" transform="translate(12 12)"/>`;
  s += `<rect x="430" y="40" width="300" height="560" rx="40" fill="${C.navyDark}"/>`;
  s += `<rect x="446" y="58" width="268" height="524" rx="28" fill="${C.paper}"/>`;
  s += `<rect x="446" y="58" width="268" height="70" rx="28" fill="${C.green}"/><rect x="446" y="100" width="268" height="28" fill="${C.green}"/>`;
  s += `<circle cx="486" cy="93" r="18" fill="${C.white}" opacity="0.9"/><rect x="514" y="80" width="110" height="11" rx="5" fill="${C.white}"/><rect x="514" y="98" width="70" height="9" rx="4" fill="${C.white}" opacity="0.7"/>`;
  s += `<rect x="560" y="30" width="40" height="8" rx="4" fill="${C.navyDark}"/>`;
  // chat bubbles
  const bubbles = [
    ['l', 150, 170, 52], ['r', 218, 150, 52], ['l', 286, 200, 70], ['r', 372, 130, 46], ['l', 434, 110, 46],
  ];
  for (const [side, y, w, h] of bubbles) {
    const x = side === 'l' ? 466 : 694 - w;
    const fill = side === 'l' ? C.white : '#d4f5dd';
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="${C.pale}" stroke-width="2"/>`;
    s += `<rect x="${x + 14}" y="${y + 15}" width="${w - 28}" height="8" rx="4" fill="${C.sky}"/>`;
    if (h > 50) s += `<rect x="${x + 14}" y="${y + 33}" width="${w - 60}" height="8" rx="4" fill="${C.sky}"/>`;
    if (side === 'r') s += `<path d="M${x + w - 36} ${y + h - 12} l4 4 l7 -8 M${x + w - 26} ${y + h - 12} l4 4 l7 -8" stroke="${C.blue}" stroke-width="2.5" fill="none"/>`;
  }
  // calendar bubble (visit scheduled)
  s += `<rect x="466" y="434" width="110" height="46" rx="14" fill="${C.white}" stroke="${C.pale}" stroke-width="2"/>`;
  s += `<rect x="480" y="444" width="26" height="26" rx="4" fill="${C.orange}"/><rect x="480" y="444" width="26" height="8" fill="${C.navy}"/><rect x="514" y="452" width="48" height="8" rx="4" fill="${C.sky}"/>`;
  // typing dots and input bar
  s += `<rect x="466" y="500" width="76" height="36" rx="18" fill="${C.white}" stroke="${C.pale}" stroke-width="2"/>`;
  s += [486, 504, 522].map((x) => `<circle cx="${x}" cy="518" r="5" fill="${C.navy}" opacity="0.5"/>`).join('');
  s += `<rect x="462" y="546" width="190" height="26" rx="13" fill="${C.white}" stroke="${C.pale}" stroke-width="2"/><circle cx="680" cy="559" r="15" fill="${C.green}"/>`;
  // keys on a ring, with a house tag
  s += `<circle cx="900" cy="230" r="46" fill="none" stroke="${C.navy}" stroke-width="9"/>`;
  s += key(930, 300, 55, C.orange) + key(880, 310, 95, C.navy);
  s += `<line x1="880" y1="190" x2="860" y2="150" stroke="${C.navy}" stroke-width="5"/>`;
  s += `<g transform="translate(790 60)">${card(0, 0, 150, 96, C.white)}${coverHouse(28, 82, 48, C.pale, C.orange, C.navy)}<rect x="88" y="30" width="46" height="10" rx="5" fill="${C.peach}"/><rect x="88" y="50" width="34" height="10" rx="5" fill="${C.pale}"/></g>`;
  // contract with check mark
  s += card(150, 200, 200, 250);
  for (let i = 0; i < 6; i++) s += `<rect x="175" y="${240 + i * 26}" width="${i % 2 ? 110 : 150}" height="10" rx="5" fill="${C.pale}"/>`;
  s += `<path d="M180 410 q20 -30 40 0 t40 0" fill="none" stroke="${C.navy}" stroke-width="4"/>`;
  s += `<circle cx="320" cy="212" r="34" fill="${C.green}"/><path d="M303 212 l11 11 l21 -22" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  // arrow from phone to keys
  s += `<path d="M745 420 Q 850 440 900 380" fill="none" stroke="${C.orange}" stroke-width="7" stroke-dasharray="2 16" stroke-linecap="round"/>`;
  return s + label('Conversão', C.navy);
}

/** [article slug, scene] in generation order. */
export const COVERS = [
  ['marketing-digital-imobiliario', skylineCharts],
  ['geracao-de-leads', funnelHouses],
  ['mercado-imobiliario-brasil', brazilMap],
  ['marketing-imobiliario-digital', phoneChat],
];
