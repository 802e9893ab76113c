import sharp from 'sharp';

/** A 1200×800 JPEG with a shape on it: big enough for every responsive format (small, medium, large) and the WebP copies. */
export const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b3c77' } })
    .composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#b4530f"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
