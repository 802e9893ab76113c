import { lookup } from 'dns/promises';
import { isIP } from 'net';
import { WEBHOOK_MESSAGES } from '@alicerce/domain';

/**
 * Webhook URLs go only to https and public addresses: an admin's form must not become a way to make the CMS call
 * into the agency's own network (SSRF). Checked when an endpoint is saved and again before each request (a name can
 * be pointed at another address later). WEBHOOK_ALLOW_PRIVATE=true lets tests use http://127.0.0.1; production
 * ignores it.
 */
export const allowPrivateTargets = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production' && env.WEBHOOK_ALLOW_PRIVATE === 'true';

const v4 = (address: string) => address.split('.').map(Number);

/** Loopback, private, link-local, carrier-grade NAT, unspecified, multicast and reserved ranges, v4 and v6. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPrivateAddress(mapped[1]);
  if (isIP(address) === 4) {
    const [a, b] = v4(address);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19))
    );
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    /^f[cd]/.test(v6) ||
    /^fe[89ab]/.test(v6) ||
    /^ff/.test(v6) ||
    v6.startsWith('64:ff9b:') ||
    v6.startsWith('2001:db8')
  );
}

export class WebhookTargetError extends Error {}

/** Throws WebhookTargetError (the pt-BR message for the admin) unless `url` may be called. */
export async function assertPublicTarget(url: string, resolve: (host: string) => Promise<string[]> = resolveAll) {
  if (allowPrivateTargets()) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new WebhookTargetError(WEBHOOK_MESSAGES.notPublic);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))
    throw new WebhookTargetError(WEBHOOK_MESSAGES.notPublic);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw new WebhookTargetError('Não foi possível encontrar o endereço do webhook. Confira a URL.');
  }
  if (!addresses.length || addresses.some(isPrivateAddress)) throw new WebhookTargetError(WEBHOOK_MESSAGES.notPublic);
}

const resolveAll = async (host: string) => (await lookup(host, { all: true })).map((entry) => entry.address);
