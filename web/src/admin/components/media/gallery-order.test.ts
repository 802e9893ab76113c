import { describe, expect, it } from 'vitest';

import { keyboardMove } from '../list-order';

import { addToGallery, GALLERY_MESSAGES, galleryKeys, galleryUrlRefusal, moveItem } from './gallery-order';

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

describe('keyboardMove', () => {
  it('moves one place with the arrows and to the ends with Home/End, never past them', () => {
    expect(keyboardMove('ArrowUp', 2, 4)).toBe(1);
    expect(keyboardMove('ArrowDown', 2, 4)).toBe(3);
    expect(keyboardMove('Home', 2, 4)).toBe(0);
    expect(keyboardMove('End', 1, 4)).toBe(3);
    expect(keyboardMove('ArrowUp', 0, 4)).toBeNull();
    expect(keyboardMove('ArrowDown', 3, 4)).toBeNull();
    expect(keyboardMove('End', 3, 4)).toBeNull();
    expect(keyboardMove('Enter', 1, 4)).toBeNull();
  });

  it('gives the gallery order the site shows after each key, like the buttons', () => {
    let gallery = ['a', 'b', 'c'];
    for (const key of ['ArrowUp', 'ArrowUp']) gallery = moveItem(gallery, gallery.indexOf('c'), keyboardMove(key, gallery.indexOf('c'), 3)!);
    expect(gallery).toEqual(['c', 'a', 'b']);
  });
});

describe('galleryKeys', () => {
  it('keys files by id and addresses by themselves, a repeated address apart, unchanged by reordering', () => {
    expect(galleryKeys([{ id: 3 }, { id: 1 }])).toEqual(['file:3', 'file:1']);
    expect(galleryKeys(['/uploads/a.jpg', 'https://x.example/b.jpg', '/uploads/a.jpg'])).toEqual([
      'url:/uploads/a.jpg',
      'url:https://x.example/b.jpg',
      'url:/uploads/a.jpg#1',
    ]);
  });
});

describe('galleryUrlRefusal', () => {
  it('refuses an address the gallery already has, or any while it shows library files', () => {
    expect(galleryUrlRefusal('/uploads/a.jpg', ['/uploads/b.jpg'], 0)).toBeNull();
    expect(galleryUrlRefusal('/uploads/b.jpg', ['/uploads/b.jpg'], 0)).toBe(GALLERY_MESSAGES.duplicate);
    expect(galleryUrlRefusal('/uploads/a.jpg', [], 2)).toBe(GALLERY_MESSAGES.filesFirst);
  });

  it("refuses the address that would take the list past the CMS's 5000 characters, with the spec's message", () => {
    const urls = Array.from({ length: 9 }, (_, i) => `https://cdn.example.com/${String(i).padStart(470, 'a')}.jpg`); // 4498 characters joined
    expect(galleryUrlRefusal('https://cdn.example.com/b.jpg', urls, 0)).toBeNull();
    expect(galleryUrlRefusal(`https://cdn.example.com/${'b'.repeat(480)}.jpg`, urls, 0)).toBe('Galeria deve ter no máximo 5000 caracteres');
  });
});
