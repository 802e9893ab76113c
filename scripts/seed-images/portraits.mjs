#!/usr/bin/env node
/**
 * Draws the portraits of the seeded testimonials and team (cms/seed-assets/proof/portraits/, named in
 * cms/src/seed/data/testimonials.ts and team.ts): flat head-and-shoulders illustrations in one hand, on the brand's
 * light tints, rendered to PNG with sharp from the CMS install. No photo could be used; the people are fictitious.
 * Deterministic: the same list always gives the same files.
 *
 *   node scripts/seed-images/portraits.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { backdrop, BACKDROPS, beard, CLOTHES, face, glasses, HAIR, hairBehind, hairTop, head, neck, SIZE, SKIN, torso } from './portrait-parts.mjs';

const sharp = createRequire(new URL('../../cms/package.json', import.meta.url))('sharp');
const OUT_DIR = fileURLToPath(new URL('../../cms/seed-assets/proof/portraits/', import.meta.url));

/** file → how the person is drawn. */
export const PEOPLE = {
  // Testimonials: clients of the seeded cases.
  'mariana-toledo': { skin: SKIN.medium, hair: ['long', HAIR.dark], cloth: [CLOTHES.navy, 'v'], backdrop: 0 },
  'ricardo-almeida': { skin: SKIN.light, hair: ['crop', HAIR.grey], cloth: [CLOTHES.stone, 'collar'], backdrop: 1, beard: HAIR.grey, glasses: true },
  'helena-prado': { skin: SKIN.deep, hair: ['bun', HAIR.black], cloth: [CLOTHES.clay, 'crew'], backdrop: 2 },
  'fernando-queiroz': { skin: SKIN.tan, hair: ['short', HAIR.black], cloth: [CLOTHES.night, 'collar'], backdrop: 3 },
  'patricia-nogueira': { skin: SKIN.porcelain, hair: ['bob', HAIR.auburn], cloth: [CLOTHES.sage, 'crew'], backdrop: 1, glasses: true },
  // The agency's team.
  'juliana-martins': { skin: SKIN.brown, hair: ['curly', HAIR.black], cloth: [CLOTHES.clay, 'v'], backdrop: 0 },
  'rafael-campos': { skin: SKIN.light, hair: ['side', HAIR.brown], cloth: [CLOTHES.navy, 'collar'], backdrop: 2 },
  'beatriz-okada': { skin: SKIN.porcelain, hair: ['long', HAIR.black], cloth: [CLOTHES.sand, 'crew'], backdrop: 3 },
  'thiago-ribeiro': { skin: SKIN.deep, hair: ['crop', HAIR.black], cloth: [CLOTHES.sage, 'crew'], backdrop: 1, beard: HAIR.black },
};

/** The part of the drawing a portrait shows: the head and shoulders, large enough for a small round avatar. */
const FRAME = '64 44 352 352';

export function portrait(person) {
  const [style, hairColor] = person.hair;
  const [cloth, neckline] = person.cloth;
  const parts = [
    backdrop(BACKDROPS[person.backdrop]),
    hairBehind(style, hairColor),
    neck(person.skin),
    torso(cloth, neckline),
    head(person.skin),
    face(person.skin, hairColor),
    person.beard ? beard(person.beard, person.skin) : '',
    hairTop(style, hairColor),
    person.glasses ? glasses() : '',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${FRAME}">${parts.join('')}</svg>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, person] of Object.entries(PEOPLE)) {
    const file = path.join(OUT_DIR, `${name}.png`);
    await sharp(Buffer.from(portrait(person)))
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(file);
    console.log(`${name}.png`.padEnd(28), `${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
  }
}
