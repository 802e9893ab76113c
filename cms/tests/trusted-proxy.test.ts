import { DEFAULT_TRUSTED_PROXIES, isTrustedPeer, parseTrustedProxies } from '../src/middlewares/trusted-proxy';

/** TRUSTED_PROXIES as an operator writes it: which peers' X-Forwarded-* the CMS believes (abuse.test.ts: over HTTP). */
describe('TRUSTED_PROXIES', () => {
  const trusts = (setting: string, peer: string) => isTrustedPeer(parseTrustedProxies(setting), peer);

  it('by default trusts the loopback proxy alone (the site server of npm start), in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(trusts(DEFAULT_TRUSTED_PROXIES, peer)).toBe(true);
    for (const peer of ['127.0.0.2', '::ffff:127.0.0.2', '10.0.0.1', '172.30.57.10', '::2'])
      expect(trusts(DEFAULT_TRUSTED_PROXIES, peer)).toBe(false);
  });

  it('takes addresses and CIDR ranges, comma-separated, spaces allowed', () => {
    const setting = '172.30.57.0/24, 10.1.2.3 ,fd00::/8';
    for (const peer of ['172.30.57.2', '::ffff:172.30.57.254', '10.1.2.3', 'fd12::1']) expect(trusts(setting, peer)).toBe(true);
    for (const peer of ['172.30.58.2', '10.1.2.4', '127.0.0.1', 'fe80::1']) expect(trusts(setting, peer)).toBe(false);
  });

  it('empty: no peer is trusted, not even loopback', () => {
    expect(trusts('', '127.0.0.1')).toBe(false);
  });

  it('an entry that is not an address or a range stops the start, naming the entry', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', '::1/129', '256.1.1.1']) {
      expect(() => parseTrustedProxies(`127.0.0.1,${bad}`)).toThrow(`TRUSTED_PROXIES: "${bad}" is not an IP address or a CIDR range`);
    }
  });

  it('a connection without an address (already closed) is not trusted', () => {
    expect(isTrustedPeer(parseTrustedProxies(DEFAULT_TRUSTED_PROXIES), undefined)).toBe(false);
  });
});
