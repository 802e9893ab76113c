import sharp from 'sharp';
import { adminToken, api, bearer } from './helpers/api';
import { photo } from './helpers/photo';

/**
 * A photo uploaded to the media library gets, beside Strapi's resized copies (same format), a WebP copy of each and
 * of the full image — what the site offers first in its <picture> elements — each served as an image.
 */
describe('media formats', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('a 1200×800 JPEG gets small/medium/large JPEGs and a WebP of each, plus a full-size WebP, smaller than the JPEG', async () => {
    const res = await api().post('/api/upload').set(bearer(admin)).attach('files', await photo(), { filename: 'fachada.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    const [file] = res.body;
    const formats = file.formats as Record<string, { url: string; width: number; height: number; mime: string; size: number }>;
    expect(Object.keys(formats).sort()).toEqual(['full_webp', 'large', 'large_webp', 'medium', 'medium_webp', 'small', 'small_webp', 'thumbnail'].sort());
    for (const key of ['small', 'medium', 'large']) {
      expect(formats[`${key}_webp`]).toMatchObject({ mime: 'image/webp', width: formats[key].width, height: formats[key].height });
      expect(formats[`${key}_webp`].size).toBeLessThan(formats[key].size);
    }
    expect(formats.full_webp).toMatchObject({ mime: 'image/webp', width: 1200, height: 800 });
    expect(formats.full_webp.size).toBeLessThan(file.size);

    const served = await api().get(new URL(formats.medium_webp.url, 'http://x').pathname).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect((await sharp(served.body).metadata()).format).toBe('webp');
  });

  it('a GIF (animation) keeps Strapi’s own formats only', async () => {
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f6f8b' } }).gif().toBuffer();
    const res = await api().post('/api/upload').set(bearer(admin)).attach('files', gif, { filename: 'obra.gif', contentType: 'image/gif' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body[0].formats ?? {}).some((key) => key.endsWith('_webp'))).toBe(false);
  });
});
