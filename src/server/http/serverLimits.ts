import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
import type { HttpSettings } from '../config';
import type { TrustsProxy } from './proxyTrust';

/** Node checks incomplete requests against their timeouts only this often (30 s by default). */
const MAX_CHECK_INTERVAL_MS = 30_000;

/**
 * The Fastify factory options that bound how long a client may take. Fastify sets requestTimeout,
 * keepAliveTimeout and connectionTimeout on the server it creates; headersTimeout and
 * connectionsCheckingInterval it does not have, so they go to http.createServer through `http`
 * (https://fastify.dev/docs/latest/Reference/Server/#http). Node answers 408 and closes a connection
 * whose headers, or whole request with its body, are late (https://nodejs.org/api/http.html#serverrequesttimeout,
 * #serverheaderstimeout); it looks for them every connectionsCheckingInterval, so that is a quarter
 * of the shorter timeout: a trickled body is closed at most a quarter late, not up to 30 s late.
 */
export function serverTimeoutOptions(
  settings: HttpSettings,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout' | 'http'> {
  const shortest = Math.min(settings.requestTimeoutMs, settings.headersTimeoutMs);
  return {
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionTimeout: settings.connectionTimeoutMs,
    http: {
      requestTimeout: settings.requestTimeoutMs,
      headersTimeout: settings.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.max(100, Math.floor(shortest / 4))),
    },
  };
}

type ConnectionCap = { max: number; isProxy: TrustsProxy | false; log: FastifyBaseLogger };

/**
 * At most `max` open connections per peer address: one more is destroyed as it arrives, before a
 * byte is read, so one address cannot use up the file descriptors whatever its requests look like.
 * Peers TRUST_PROXY names as proxies are exempt: every client behind them shares their address, and
 * the proxy is where their connections are limited (docs/operating.md).
 */
export function capConnectionsPerAddress(server: Server, { max, isProxy, log }: ConnectionCap): void {
  const open = new Map<string, number>();
  /** Addresses refused since they were last under the cap: logged once per burst, not per socket. */
  const refused = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || (isProxy && isProxy(address, 0))) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!refused.has(address)) log.warn({ address, max }, 'connection cap reached: closing new connections from this address');
      refused.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) refused.delete(address);
    });
  });
}
