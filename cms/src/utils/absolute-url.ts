import type { Core } from '@strapi/strapi';

/** Media URLs from the local provider are relative (/uploads/…): prefix them with the CMS's public URL. */
export function absoluteUrl(strapi: Core.Strapi, url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url)) return url;
  const base = String(strapi.config.get('server.url') ?? '').replace(/\/$/, '');
  return `${base}${url}`;
}
