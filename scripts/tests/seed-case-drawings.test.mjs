import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';

import { CASES, SUBJECT_SCENES, casePictures, drawingOf } from '../seed-images/cases.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const ASSETS = join(ROOT, 'cms', 'seed-assets', 'cases');

/** The seeded cases as the CMS seeds them (cms/src/seed/data/cases.ts): slug, main image and gallery file names. */
function seededCases() {
  const source = readFileSync(join(ROOT, 'cms', 'src', 'seed', 'data', 'cases.ts'), 'utf8');
  return source
    .split(/\n\s{4}slug: /)
    .slice(1)
    .map((block) => ({
      slug: /^'([^']+)'/.exec(block)[1],
      image: /\n\s{4}image: '([^']+)'/.exec(block)?.[1] ?? null,
      gallery: [.../\n\s{4}gallery: \[([^\]]*)\]/.exec(block)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]),
    }));
}

test('every seeded case picture is a drawing shipped in cms/seed-assets/cases, drawn by scripts/seed-images/cases.mjs', () => {
  const drawn = new Map(CASES.flatMap((c) => casePictures(c)));
  const seeded = seededCases();
  assert.ok(seeded.length >= 8, `${seeded.length} seeded cases read`);
  for (const item of seeded) {
    for (const file of [item.image, ...item.gallery].filter(Boolean)) {
      assert.doesNotMatch(file, /^(https?:)?\/\//, `${item.slug}: ${file} is a file, not an address on another host`);
      assert.ok(existsSync(join(ASSETS, file)), `${file} is in cms/seed-assets/cases`);
      assert.ok(drawn.has(file), `${file} is drawn by cases.mjs`);
    }
  }
  // The case the spec's placeholder is shown for keeps no picture.
  const withoutImage = seeded.filter((item) => !item.image && item.gallery.length === 0);
  assert.deepEqual(
    withoutImage.map((item) => item.slug),
    ['corretor-autonomo-casas-votorantim'],
  );
  // And every drawing of cases.mjs is seeded (none drawn for nothing).
  const seededFiles = new Set(seeded.flatMap((item) => [item.image, ...item.gallery]));
  for (const file of drawn.keys()) assert.ok(seededFiles.has(file), `${file} is used by the seed`);
});

test("each case's pictures show its own kind of place: no subdivision plan in a towers gallery", () => {
  for (const c of CASES) {
    const scenes = SUBJECT_SCENES[c.subject];
    assert.ok(scenes, `${c.slug}: subject '${c.subject}' is known`);
    for (const [file, spec] of casePictures(c)) assert.ok(scenes.includes(spec[0]), `${file}: a '${spec[0]}' is not a picture of ${c.subject}`);
  }
});

test('no two seeded cases share a cover or gallery drawing', () => {
  const owner = new Map();
  for (const c of CASES) {
    for (const [file, spec] of casePictures(c)) {
      const drawing = drawingOf(spec);
      const other = owner.get(drawing);
      assert.ok(!other || other === c.slug, `${file}: the drawing '${drawing}' is already ${other}'s`);
      owner.set(drawing, c.slug);
    }
  }
  // And the files themselves: no two cases ship the same picture.
  const byHash = new Map();
  for (const c of CASES) {
    for (const [file] of casePictures(c)) {
      const hash = createHash('sha256')
        .update(readFileSync(join(ASSETS, file)))
        .digest('hex');
      assert.ok(!byHash.has(hash), `${file} is the same file as ${byHash.get(hash)}`);
      byHash.set(hash, file);
    }
  }
});
