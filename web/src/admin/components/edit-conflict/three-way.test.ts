import { describe, expect, it } from 'vitest';

import { myChangesText } from './describe-value';
import { fieldChanges, mergeValues } from './three-way';

const base = { title: 'Aurora', challenge: 'Baixa conversão', gallery: [{ id: 1 }], image: { id: 2 }, image_url: 'a' };
const fields = {
  title: { label: 'Título' },
  challenge: { label: 'Desafio' },
  gallery: { label: 'Galeria' },
  image: { label: 'Imagem' },
  image_url: { label: 'Imagem (URL)', follows: 'image' },
};

describe('three-way comparison of the conflict view', () => {
  it('names who changed each field; a change both made alike is no conflict', () => {
    const mine = { ...base, title: 'Aurora II', gallery: [{ id: 1 }, { id: 3 }] };
    const theirs = { ...base, challenge: 'Outro desafio', gallery: [{ id: 1 }, { id: 3 }] };
    expect(fieldChanges(base, mine, theirs, fields).map(({ key, kind }) => [key, kind])).toEqual([
      ['title', 'mine'],
      ['challenge', 'theirs'],
    ]);
  });

  it('merge: theirs where only they changed, mine where only I did, the pick where both did (mine by default); a follower goes with its field', () => {
    const mine = { ...base, title: 'Aurora II', image: { id: 5 }, image_url: 'm' };
    const theirs = { ...base, title: 'Aurora (Ana)', challenge: 'Outro desafio', image: { id: 6 }, image_url: 't' };
    expect(mergeValues(base, mine, theirs, {}, fields)).toEqual({
      ...base,
      title: 'Aurora II',
      challenge: 'Outro desafio',
      image: { id: 5 },
      image_url: 'm',
    });
    expect(mergeValues(base, mine, theirs, { title: 'theirs', image: 'theirs' }, fields)).toEqual({
      ...base,
      title: 'Aurora (Ana)',
      challenge: 'Outro desafio',
      image: { id: 6 },
      image_url: 't',
    });
  });

  it('"Copiar meu texto": my changed fields as "Campo: valor" lines, not theirs', () => {
    const changes = fieldChanges(base, { ...base, title: 'Aurora II' }, { ...base, challenge: 'Outro' }, fields);
    expect(myChangesText(changes)).toBe('Título: Aurora II');
  });
});

describe('a field compared by its key', () => {
  it('one file read through two answers (other details, same id) is no change; another file is', () => {
    const fields = { image: { label: 'Imagem', key: (value: unknown) => (value as { id: number } | null)?.id ?? null } };
    const loaded = { image: { id: 7, url: '/uploads/a.jpg' } };
    const sameFile = { image: { id: 7, url: 'http://cms/uploads/a.jpg', provider: 'local' } };
    const otherFile = { image: { id: 8, url: '/uploads/b.jpg' } };
    expect(fieldChanges(loaded, loaded, sameFile, fields)).toEqual([]);
    expect(fieldChanges(loaded, loaded, otherFile, fields).map((change) => [change.key, change.kind])).toEqual([['image', 'theirs']]);
    expect(mergeValues(loaded, loaded, sameFile, {}, fields)).toEqual(sameFile);
  });
});
