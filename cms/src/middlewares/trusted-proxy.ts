import type { Context, Next } from 'koa';
import { BlockList, isIP } from 'net';

/**
 * Whose X-Forwarded-* headers the CMS believes. Every per-IP rate limit (ours in rate-limit.ts and
 * users-permissions' sign-in limiter alike) keys on `ctx.request.ip`, which Koa takes from X-Forwarded-For
 * (config/server.ts: one proxy hop). Believed from anyone, a caller reaching the CMS port directly could send
 * a new X-Forwarded-For with each request and get a fresh limit every time. So, first of all middlewares: when
 * the TCP peer is not in TRUSTED_PROXIES (comma-separated addresses or CIDRs; default the loopback addresses,
 * where the site server of `npm start` runs), its X-Forwarded-* headers are removed, and the client IP, the
 * protocol and the host are those of the connection itself. TRUSTED_PROXIES empty: no peer is trusted.
 */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1,::1';

/** The peers to trust; an entry that is not an address or CIDR stops the start with its name. */
export function parseTrustedProxies(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!family || rest.length || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1)`);
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** True when `peer` (a socket's remote address; IPv4-mapped IPv6 counts as IPv4) is in `list`. */
export function isTrustedPeer(list: BlockList, peer: string | undefined): boolean {
  const family = peer ? isIP(peer) : 0;
  return family !== 0 && list.check(peer!, family === 6 ? 'ipv6' : 'ipv4');
}

export default () => {
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES);
  return async (ctx: Context, next: Next) => {
    if (!isTrustedPeer(trusted, ctx.req.socket?.remoteAddress)) {
      for (const name of Object.keys(ctx.req.headers)) if (name.startsWith('x-forwarded-')) delete ctx.req.headers[name];
    }
    await next();
  };
};
