import { describe, expect, it } from 'vitest';

import { coverCrop, focalPointOf, focalPointSchema, objectPositionOf, OG_IMAGE } from './focal-point';

const inside = (crop: ReturnType<typeof coverCrop>, x: number, y: number) =>
  x >= crop.left && x <= crop.left + crop.width && y >= crop.top && y <= crop.top + crop.height;

describe('focal point', () => {
  it('a square photo cut to 1200×630 keeps a point near its bottom-left corner, which the centred cut loses', () => {
    const photo = { width: 1600, height: 1600 };
    const corner = { x: 4, y: 96 };
    const cut = coverCrop(photo, OG_IMAGE, corner);
    expect(cut.width).toBe(1600);
    expect(cut.height).toBe(840);
    expect(inside(cut, 0.04 * 1600, 0.96 * 1600)).toBe(true);
    expect(inside(coverCrop(photo, OG_IMAGE), 0.04 * 1600, 0.96 * 1600)).toBe(false);
  });

  it('every point stays in frame, for frames wider and taller than the image', () => {
    const photo = { width: 3000, height: 2000 };
    for (const frame of [OG_IMAGE, { width: 1, height: 1 }, { width: 9, height: 16 }, { width: 3, height: 2 }]) {
      for (const x of [0, 10, 50, 93, 100]) {
        for (const y of [0, 27, 50, 100]) expect(inside(coverCrop(photo, frame, { x, y }), (x / 100) * 3000, (y / 100) * 2000)).toBe(true);
      }
    }
  });

  it('CSS object-position at the same fractions; nothing for the centre', () => {
    expect(objectPositionOf({ x: 4, y: 95.53 })).toBe('4% 95.5%');
    expect(objectPositionOf({ x: 50, y: 50 })).toBeUndefined();
    expect(objectPositionOf(null)).toBeUndefined();
  });

  it('accepts percentages (as Strapi stores them) or null, refuses anything else with a pt-BR message', () => {
    expect(focalPointSchema.parse({ x: 0, y: 100 })).toEqual({ x: 0, y: 100 });
    expect(focalPointSchema.parse(null)).toBeNull();
    for (const bad of [{ x: 101, y: 0 }, { x: '50', y: 0 }, {}, [0, 0], { x: Number.NaN, y: 2 }, 'centro']) {
      const result = focalPointSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Ponto de foco inválido: informe x e y entre 0 e 100 (por cento da largura e da altura).');
    }
    expect(focalPointOf({ x: 20, y: 30, extra: 1 })).toEqual({ x: 20, y: 30 });
    expect(focalPointOf('20,30')).toBeNull();
    expect(focalPointOf(null)).toBeNull();
  });
});
