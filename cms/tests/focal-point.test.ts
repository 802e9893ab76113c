import sharp from 'sharp';
import { FOCAL_POINT_MESSAGE, OG_IMAGE } from '@alicerce/domain';
import { api, bearer, editorToken, unique, validCase, type ApiEntry } from './helpers/api';

/**
 * Focal point and the sharing image (issue 55): an editor sets a photo's focal point once (Strapi's `focalPoint`, in
 * percent) and its 1200×630 `og` format is cut again around it — checked on the pixels of a square test picture whose
 * bottom-left corner is marked: the centred cut loses the mark, the cut around a point in that corner keeps it. A
 * replace keeps the point; bad points get the pt-BR message; the public cannot change a file.
 */
let editor: string;
beforeAll(async () => {
  editor = (await editorToken()).jwt;
});

const BLUE = '#0b3c77';
/** A 1600×1600 square in `background`, its bottom-left 200×200 corner in `mark`. */
const markedSquare = (mark: string, background = BLUE) =>
  sharp({ create: { width: 1600, height: 1600, channels: 3, background } })
    .composite([{ input: Buffer.from(`<svg width="200" height="200"><rect width="200" height="200" fill="${mark}"/></svg>`), left: 0, top: 1400 }])
    .jpeg({ quality: 90 })
    .toBuffer();

type Format = { url: string; hash: string; width: number; height: number };
type StoredFile = { id: number; url: string; focalPoint: { x: number; y: number } | null; formats: Record<string, Format> };

async function upload(picture: Buffer): Promise<StoredFile> {
  const res = await api()
    .post('/api/upload')
    .set(bearer(editor))
    .attach('files', picture, { filename: `${unique('foco')}.jpg`, contentType: 'image/jpeg' });
  expect(res.status).toBe(201);
  return res.body[0];
}
const stored = async (id: number): Promise<StoredFile> => (await api().get(`/api/upload/files/${id}`).set(bearer(editor))).body;
const setPoint = (id: number, focalPoint: unknown, jwt: string | null = editor) => {
  const req = api().post(`/api/upload?id=${id}`);
  return (jwt ? req.set(bearer(jwt)) : req).send({ fileInfo: { focalPoint } });
};

/** The colour (r, g, b) at (x, y) of the file at `url` on the CMS. */
async function pixel(url: string, x: number, y: number) {
  const res = await api().get(url).buffer(true);
  expect(res.status).toBe(200);
  const { data, info } = await sharp(res.body as Buffer)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isYellow = ([r, g, b]: number[]) => r > 200 && g > 200 && b < 80;
const isBlue = ([r, g, b]: number[]) => r < 40 && g < 90 && b > 90;
/** Where the marked corner lands in a 1200×630 cut of the square that keeps it: its bottom-left. */
const CORNER = [12, OG_IMAGE.height - 12] as const;

describe('focal point and the 1200×630 sharing image', () => {
  it('an upload gets a centred cut; a point in the marked corner cuts again around it, keeping the mark, and drops the old cut', async () => {
    const file = await upload(await markedSquare('#ff0000'));
    const centred = file.formats.og;
    expect([centred.width, centred.height]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(isBlue(await pixel(centred.url, ...CORNER))).toBe(true); // the centred cut loses the corner

    const res = await setPoint(file.id, { x: 4, y: 96 });
    expect(res.status).toBe(200);
    const after = await stored(file.id);
    expect(after.focalPoint).toEqual({ x: 4, y: 96 });
    expect(after.url).toBe(file.url); // the file itself is untouched
    expect(after.formats.og.url).not.toBe(centred.url);
    expect([after.formats.og.width, after.formats.og.height]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(isRed(await pixel(after.formats.og.url, ...CORNER))).toBe(true);
    expect(isBlue(await pixel(after.formats.og.url, OG_IMAGE.width - 12, 12))).toBe(true);
    expect((await api().get(centred.url)).status).toBe(404);

    // Sent again, the same point changes nothing.
    expect((await setPoint(file.id, { x: 4, y: 96 })).status).toBe(200);
    expect((await stored(file.id)).formats.og.url).toBe(after.formats.og.url);
  });

  it('a replaced picture is cut around the point the file keeps', async () => {
    const file = await upload(await markedSquare('#ff0000'));
    expect((await setPoint(file.id, { x: 3, y: 97 })).status).toBe(200);
    const replaced = await api()
      .post(`/api/upload?id=${file.id}`)
      .set(bearer(editor))
      .attach('files', await markedSquare('#ffff00'), { filename: 'nova-versao.jpg', contentType: 'image/jpeg' });
    expect(replaced.status).toBe(200);
    const after = await stored(file.id);
    expect(after.url).toBe(file.url);
    expect(after.focalPoint).toEqual({ x: 3, y: 97 });
    expect(isYellow(await pixel(after.formats.og.url, ...CORNER))).toBe(true);
  });

  it('a media field gives the site the point and the sharing image with the photo', async () => {
    const file = await upload(await markedSquare('#ff0000'));
    expect((await setPoint(file.id, { x: 10, y: 90 })).status).toBe(200);
    const created = await api()
      .post('/api/cases')
      .set(bearer(editor))
      .send({ data: validCase({ title: unique('Case do foco'), is_published: false, image: file.id }) });
    expect(created.status).toBe(201);
    const entry = created.body.data as ApiEntry;
    const read = await api().get(`/api/cases/${entry.documentId}?unpublished=include`).set(bearer(editor));
    expect(read.status).toBe(200);
    expect(read.body.data.image.focalPoint).toEqual({ x: 10, y: 90 });
    expect(read.body.data.image.formats.og).toEqual(expect.objectContaining({ width: OG_IMAGE.width, height: OG_IMAGE.height }));
    expect((await api().delete(`/api/cases/${entry.documentId}`).set(bearer(editor))).status).toBeLessThan(300);
  });

  it('a point out of range or not a point: the pt-BR message, and nothing changes; the public cannot set one', async () => {
    const file = await upload(await markedSquare('#ff0000'));
    for (const bad of [{ x: 120, y: 10 }, { x: '10', y: 10 }, { x: 10 }, 'canto', [4, 96]]) {
      const res = await setPoint(file.id, bad);
      expect({ bad, status: res.status, message: res.body.error?.message }).toEqual({ bad, status: 400, message: FOCAL_POINT_MESSAGE });
    }
    expect((await setPoint(file.id, { x: 4, y: 96 }, null)).status).toBe(403);
    const after = await stored(file.id);
    expect(after.focalPoint).toBeNull();
    expect(after.formats.og.url).toBe(file.formats.og.url);
  });
});
