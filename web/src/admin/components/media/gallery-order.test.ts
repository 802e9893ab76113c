import { describe, expect, it } from 'vitest';

import { addToGallery, moveItem } from './gallery-order';

describe('moveItem', () => {
  it('moves an item down, past the ones it is dropped after', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up, before the one it is dropped on', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order alone for no move or an index outside the list', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 0, 2)).not.toBe(list);
  });
});

describe('addToGallery', () => {
  it('appends the picked files in the order picked, skipping ones already in the gallery or picked twice', () => {
    const file = (id: number) => ({ id, url: `/uploads/${id}.png` });
    expect(addToGallery([file(1), file(2)], [file(3), file(2), file(4), file(3)]).map((f) => f.id)).toEqual([1, 2, 3, 4]);
  });
});
