import type { Core } from '@strapi/strapi';

type CoreMethods = Core.CoreAPI.Controller.Base;

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
