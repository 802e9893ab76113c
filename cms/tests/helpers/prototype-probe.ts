import type { Core } from '@strapi/strapi';

/**
 * Test-only route on the suite's CMS: what every plain object and array inherits in the CMS process. The CMS
 * runs in Jest's main process while each test file has its own globals, so a test cannot look at the CMS's
 * Object.prototype directly; a polluted prototype shows up here as an extra name.
 */
export function addPrototypeProbe(strapi: Core.Strapi) {
  strapi.server.router.get('/__test/prototypes', (ctx) => {
    const inherited: string[] = [];
    for (const key in {}) inherited.push(key);
    for (const key in []) inherited.push(`[]${key}`);
    ctx.body = {
      inherited,
      object: Object.getOwnPropertyNames(Object.prototype).sort(),
      array: Object.getOwnPropertyNames(Array.prototype).sort(),
      function: Object.getOwnPropertyNames(Function.prototype).sort(),
    };
  });
}
