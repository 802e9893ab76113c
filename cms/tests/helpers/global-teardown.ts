import fs from 'fs';

export default async function globalTeardown() {
  const strapi = (globalThis as any).__STRAPI__;
  if (strapi) await strapi.destroy();
  await (globalThis as any).__MAIL__?.close();
  const tmp = (globalThis as any).__TMP__;
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
