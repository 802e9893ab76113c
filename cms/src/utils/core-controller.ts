import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

type CoreMethods = Core.CoreAPI.Controller.Base;
/** An entry of any content type as the content API answers it: its fields are read one by one, narrowed where used. */
export type Entry = Record<string, unknown>;

/**
 * Narrows `this` in a createCoreController method to the methods Strapi's core controller always gives it
 * (sanitizeQuery, sanitizeOutput…): Strapi's factory types them as optional (its `Extendable` is a `Partial`), so
 * this checks they are there instead of assuming it.
 */
export function assertCoreController<T extends Partial<CoreMethods>>(controller: T): asserts controller is T & CoreMethods {
  if (typeof controller.sanitizeQuery !== 'function' || typeof controller.sanitizeOutput !== 'function') {
    throw new Error('not a Strapi core controller: sanitizeQuery / sanitizeOutput are missing');
  }
}

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry as the content API may show it (the core controller's sanitizeOutput), typed as the object it is. */
export async function sanitizedEntry(controller: Partial<CoreMethods>, entry: object, ctx: Context): Promise<Entry> {
  assertCoreController(controller);
  const sanitized = await controller.sanitizeOutput(entry, ctx);
  if (!isEntry(sanitized)) throw new Error('sanitizeOutput did not answer an entry');
  return sanitized;
}
