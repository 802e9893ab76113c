import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('calls the API on its own origin and uses the local site URL when nothing is set', () => {
    expect(parseEnv({})).toEqual({ CMS_URL: '', SITE_URL: 'http://localhost:4173' });
  });

  it('reads VITE_ variables and drops a trailing slash', () => {
    expect(parseEnv({ VITE_CMS_URL: 'https://cms.example.com/', VITE_SITE_URL: 'https://site.example.com' })).toEqual({
      CMS_URL: 'https://cms.example.com',
      SITE_URL: 'https://site.example.com',
    });
  });

  it('rejects a value that is not a URL', () => {
    expect(() => parseEnv({ VITE_CMS_URL: 'cms' })).toThrow(/Variáveis de ambiente inválidas/);
  });
});
