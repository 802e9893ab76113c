import fs from 'fs';

export default async function globalTeardown() {
  const strapi = (globalThis as any).__STRAPI__;
  if (strapi) await strapi.destroy();
  const tmp = (globalThis as any).__TMP__;
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
