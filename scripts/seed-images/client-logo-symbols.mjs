/**
 * The symbol of each seeded client's logo (client-logos.mjs), on a 96-unit square, drawn from the company's name in
 * one colour: the group around it sets `fill` and `stroke` to the ink, so a filled shape says stroke="none" and an
 * outline fill="none".
 */
const filled = (d) => `<path stroke="none" d="${d}"/>`;
const line = (d, width) => `<path fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;

export const LOGO_SYMBOLS = {
  // A sun rising over the horizon, two rings of light around it.
  'horizonte-incorporacoes': filled('M30 70a18 18 0 0 1 36 0z') + line('M18 70a30 30 0 0 1 60 0M6 70a42 42 0 0 1 84 0', 6) + filled('M2 76h92v7H2z'),
  // A plan of four lots, one of them a new leaf.
  'terra-nova-urbanismo':
    filled('M8 12a4 4 0 0 1 4-4h30a4 4 0 0 1 4 4v30a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z') +
    filled('M8 54a4 4 0 0 1 4-4h30a4 4 0 0 1 4 4v30a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z') +
    filled('M50 54a4 4 0 0 1 4-4h30a4 4 0 0 1 4 4v30a4 4 0 0 1-4 4H54a4 4 0 0 1-4-4z') +
    filled('M52 46C52 22 64 8 88 8c0 24-12 38-36 38z'),
  // Two hills and the valley between them, under the sun.
  'construtora-vale-verde': filled('M2 86L30 34l18 30 18-30 28 52z') + `<circle stroke="none" cx="48" cy="24" r="9"/>`,
  // The sun: a disc and eight rays.
  'construtora-solaris':
    `<circle stroke="none" cx="48" cy="48" r="17"/>` +
    line(
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        const p = (r) => `${(48 + r * Math.cos(a)).toFixed(1)} ${(48 + r * Math.sin(a)).toFixed(1)}`;
        return `M${p(28)}L${p(42)}`;
      }).join(''),
      6,
    ),
  // A tall arched façade with its window: the high-end building.
  'aurora-empreendimentos': line('M26 88V36a22 22 0 0 1 44 0v52', 5) + filled('M40 88V40a8 8 0 0 1 16 0v48z') + filled('M14 86h68v5H14z'),
  // A house with a keyhole: a safe home.
  'imobiliaria-casa-forte': line('M14 44L48 14l34 30v42H14z', 8) + filled('M48 48a9 9 0 0 1 5 16.5L56 76H40l3-11.5A9 9 0 0 1 48 48z'),
  // A bem-te-vi perched on a roof ridge.
  'construtora-bem-te-vi':
    `<circle stroke="none" cx="60" cy="30" r="12"/>` +
    filled('M52 26C36 30 26 46 28 60L14 78l22-8c16 0 30-8 32-26 1-6-1-12-4-16z') +
    filled('M70 25l14 5-14 5z') +
    line('M44 70v5', 4) +
    line('M6 92l42-17 42 17', 6),
  // Three columns between a beam and a base: the pillar.
  'construtora-pilar-forte': filled('M6 8h84v12H6z') + filled('M16 26h14v50H16zM41 26h14v50H41zM66 26h14v50H66z') + filled('M6 82h84v10H6z'),
};
