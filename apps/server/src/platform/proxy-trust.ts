import net from 'node:net';

/**
 * What Fastify's `trustProxy` is given: false (no proxy: the socket's address is the client), a
 * number of proxy hops, or the proxies' addresses and CIDR ranges. Either way the client is the
 * first untrusted hop counted from the right of X-Forwarded-For, so a client cannot pick its
 * own address by sending that header. `true` means one proxy, never "trust every hop".
 */
export type ProxyTrust = false | number | string[];

export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be false, true (one proxy), the number of proxy hops (e.g. 2) or their ' +
  'addresses and CIDR ranges separated by commas (e.g. 10.0.0.1,172.16.0.0/12)';

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY's text as a trust setting, or undefined when it is none of the accepted forms. */
export function parseProxyTrust(text: string | undefined): ProxyTrust | undefined {
  const value = (text ?? 'false').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const valid = entries.every((entry) => named.includes(entry) || isAddressOrRange(entry));
  return valid && entries.length > 0 ? entries : undefined;
}

/** The setting as Fastify's `trustProxy` takes it: a hop count is the n nearest hops. */
export function fastifyTrustProxy(
  trust: ProxyTrust,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
