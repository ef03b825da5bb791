import net from 'node:net';

export type TcpProxy = {
  /** The loopback port clients connect to instead of the target's. */
  port: number;
  /** Stops listening and cuts every open connection: to its clients the target is gone. */
  close(): Promise<void>;
  /** Listens again on the same port: the target is back for whoever reconnects. */
  reopen(): Promise<void>;
};

/**
 * A loopback TCP relay to a real service (Redis, Postgres). Closing it makes the service vanish
 * for whoever connected through it, while the service itself, shared with other tests and
 * processes, keeps running.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut connection errors on the other side; that is the point, not a failure of the test.
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    reopen: () => listen(port),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A loopback port that was just free and is now closed: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
