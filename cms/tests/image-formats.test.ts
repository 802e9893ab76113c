import sharp from 'sharp';
import { adminToken, api, bearer } from './helpers/api';
import { photo } from './helpers/photo';

/**
 * A photo uploaded to the media library gets, beside Strapi's resized copies (same format), an AVIF and a WebP copy of
 * each and of the full image — what the site offers first in its <picture> elements — each served as an image.
 */
describe('media formats', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('a 1200×800 JPEG gets small/medium/large JPEGs, an AVIF and a WebP of each and of the full size (smaller than the JPEG), and a 1200×630 sharing image', async () => {
    const res = await api()
      .post('/api/upload')
      .set(bearer(admin))
      .attach('files', await photo(), { filename: 'fachada.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    const [file] = res.body;
    const formats = file.formats as Record<string, { url: string; width: number; height: number; mime: string; size: number }>;
    const keys = ['small', 'medium', 'large'];
    expect(Object.keys(formats).sort()).toEqual(
      ['thumbnail', 'og', ...keys, ...['avif', 'webp'].flatMap((codec) => [...keys, 'full'].map((key) => `${key}_${codec}`))].sort(),
    );
    // …and the 1200×630 sharing image (media/og-crop.ts), a JPEG.
    expect(formats.og).toMatchObject({ width: 1200, height: 630, mime: 'image/jpeg' });
    for (const codec of ['avif', 'webp']) {
      for (const key of keys) {
        expect(formats[`${key}_${codec}`]).toMatchObject({ mime: `image/${codec}`, width: formats[key].width, height: formats[key].height });
        expect(formats[`${key}_${codec}`].size).toBeLessThan(formats[key].size);
      }
      expect(formats[`full_${codec}`]).toMatchObject({ mime: `image/${codec}`, width: 1200, height: 800 });
      expect(formats[`full_${codec}`].size).toBeLessThan(file.size);

      const served = await api()
        .get(new URL(formats[`medium_${codec}`].url, 'http://x').pathname)
        .buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${codec}`);
      expect(served.headers['content-disposition']).toBeUndefined();
      expect((await sharp(served.body).metadata()).format).toBe(codec === 'avif' ? 'heif' : 'webp');
    }
    expect(formats.medium_avif.size).toBeLessThan(formats.medium_webp.size);
  });

  it('a GIF (animation) keeps Strapi’s own formats only', async () => {
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f6f8b' } })
      .gif()
      .toBuffer();
    const res = await api().post('/api/upload').set(bearer(admin)).attach('files', gif, { filename: 'obra.gif', contentType: 'image/gif' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body[0].formats ?? {}).some((key) => /_(webp|avif)$/.test(key))).toBe(false);
  });
});
