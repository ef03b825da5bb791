import net from 'node:net';

/**
 * TRUST_PROXY, parsed: `false` (nobody: the client is the socket's peer), a hop count, a list of
 * proxy addresses and CIDR ranges, or `true` (every X-Forwarded-For entry, the left-most one is the
 * client: which the client itself writes, so accepted only with a warning).
 */
export type ProxyTrust = boolean | number | string[];

/** Answers whether the address at `hop` (0 = the socket's peer, 1 = the right-most X-Forwarded-For entry…) is a proxy we trust. */
export type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * proxy-addr's names for common ranges (https://github.com/jshttp/proxy-addr#proxyaddrreq-trust),
 * accepted so that a TRUST_PROXY written for Express or Fastify means the same here.
 */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** One TRUST_PROXY list entry as CIDR ranges, or null when it is neither an address, a CIDR range nor a known name. */
function rangesOf(entry: string): string[] | null {
  const named = NAMED_RANGES[entry.toLowerCase()];
  if (named) return named;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefix === undefined) return [`${address}/${bits}`];
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return null;
  return [`${address}/${prefix}`];
}

/**
 * Reads TRUST_PROXY: empty, `false`, `no`, `off` or `0` trust nobody; a whole number is a hop count;
 * `true` trusts everyone; anything else is a comma list of addresses, CIDR ranges and proxy-addr's
 * range names. Answers the problem, worded for the operator, when the text is none of these.
 */
export function parseProxyTrust(text: string | undefined): { trust: ProxyTrust } | { problem: string } {
  const value = (text ?? '').trim();
  if (['', 'false', 'no', 'off', '0'].includes(value.toLowerCase())) return { trust: false };
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return { trust: true };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? { trust: hops } : { problem: 'a hop count must be between 1 and 32' };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ranges = entries.map((entry) => [entry, rangesOf(entry)] as const);
  const bad = ranges.filter(([, parsed]) => parsed === null).map(([entry]) => entry);
  if (bad.length) {
    return { problem: `must be true, false, a hop count or a comma list of proxy addresses or CIDR ranges; not an address: ${bad.join(', ')}` };
  }
  return { trust: ranges.flatMap(([, parsed]) => parsed ?? []) };
}

/**
 * The one trust rule, for Fastify's `trustProxy` (which then derives request.ip the way proxy-addr
 * does: walking X-Forwarded-For from the right, the client is the first address not trusted) and for
 * the per-address connection cap. Fastify 5 itself refuses a plain number ("Hop-count-only trust is
 * disabled because it cannot validate the immediate peer", https://fastify.dev/docs/latest/Reference/Server/#trustproxy),
 * so a hop count is this function: the first `hops` addresses, counted from the socket, are proxies.
 * That is only sound when the server cannot be reached around the proxy (docs/operating.md says so).
 */
export function trustsProxy(trust: ProxyTrust): TrustsProxy | false {
  if (trust === false || trust === 0) return false;
  if (trust === true) return () => true;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const proxies = new net.BlockList();
  for (const range of trust) {
    const [address, prefix] = range.split('/');
    proxies.addSubnet(address, Number(prefix), net.isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  // BlockList also matches IPv4-mapped IPv6 peers (::ffff:10.0.0.1) against IPv4 ranges.
  return (address) => net.isIP(address) !== 0 && proxies.check(address, net.isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/** What an operator should hear at start about the proxy trust they configured, if anything. */
export function proxyTrustWarning(trust: ProxyTrust, host: string): string | null {
  if (trust === true) {
    return (
      'TRUST_PROXY=true trusts every X-Forwarded-For entry, so the client address (and every per-address limit) is ' +
      'whatever the client writes first; set the hop count (e.g. TRUST_PROXY=1) or the proxy addresses instead'
    );
  }
  const loopbackOnly = host === '127.0.0.1' || host === '::1' || host === 'localhost';
  if (typeof trust === 'number' && trust > 0 && !loopbackOnly) {
    return (
      `TRUST_PROXY=${trust} trusts the first ${trust} hop(s) whoever they are, while HOST=${host} lets clients reach the ` +
      'server directly and choose their own address; list the proxy addresses in TRUST_PROXY instead'
    );
  }
  return null;
}
