// zod/mini keeps this tiny in the public bundle.
import * as z from 'zod/mini';

const EnvSchema = z.object({
  // Empty: the API is on the site's own origin (/api), proxied to the CMS by the site server or nginx.
  CMS_URL: z._default(z.union([z.literal(''), z.url()]), ''),
  SITE_URL: z._default(z.url(), 'http://localhost:4173'),
});

export type Env = z.infer<typeof EnvSchema>;

const emptyToUndefined = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : undefined);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse({
    CMS_URL: emptyToUndefined(source.VITE_CMS_URL) ?? '',
    SITE_URL: emptyToUndefined(source.VITE_SITE_URL),
  });
  if (!result.success) {
    throw new Error(`Variáveis de ambiente inválidas: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
