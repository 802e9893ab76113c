// Plain checks, no zod: this module is on every public page's first load (SEO tags read SITE_URL).
export type Env = { CMS_URL: string; SITE_URL: string };

const trimmed = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : undefined);

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty CMS_URL: the API is on the site's own origin (/api), proxied to the CMS by the site server or nginx.
  const values: Env = { CMS_URL: trimmed(source.VITE_CMS_URL) ?? '', SITE_URL: trimmed(source.VITE_SITE_URL) ?? 'http://localhost:4173' };
  const invalid = Object.entries(values).filter(([key, value]) => !(key === 'CMS_URL' && value === '') && !isHttpUrl(value));
  if (invalid.length) {
    throw new Error(`Variáveis de ambiente inválidas: ${invalid.map(([key, value]) => `VITE_${key}="${value}" não é uma URL http(s)`).join('; ')}`);
  }
  return values;
}

export const env = parseEnv(import.meta.env);
