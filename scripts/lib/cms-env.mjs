// Creates cms/.env from cms/.env.example with freshly generated secrets, once.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const secret = () => randomBytes(24).toString('base64');
const GENERATED = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: secret,
  ADMIN_JWT_SECRET: secret,
  TRANSFER_TOKEN_SALT: secret,
  JWT_SECRET: secret,
  ENCRYPTION_KEY: secret,
};

export function ensureCmsEnv(root) {
  const target = join(root, 'cms', '.env');
  if (existsSync(target)) return false;
  const lines = readFileSync(join(root, 'cms', '.env.example'), 'utf8')
    .split('\n')
    .map((line) => {
      const key = line.split('=')[0];
      return GENERATED[key] && line.trim() === `${key}=` ? `${key}=${GENERATED[key]()}` : line;
    });
  writeFileSync(target, lines.join('\n'), { mode: 0o600 });
  return true;
}

/** Reads KEY=VALUE lines (no expansion) so scripts can pass the same settings on. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z0-9_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}
