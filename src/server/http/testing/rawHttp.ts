import net from 'node:net';

/** A client socket as an attacker (or a very slow phone) holds it: written by hand, read to the end. */
export type RawConnection = {
  socket: net.Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
  isClosed(): boolean;
  write(text: string): void;
};

/** Connects to a loopback port; resolves once connected. */
export function connectRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    // A reset (the server destroying the socket) is one way of being closed; the test reads 'close'.
    socket.on('error', () => undefined);
    const closedPromise = new Promise<string>((resolveClose) =>
      socket.once('close', () => {
        closed = true;
        resolveClose(received);
      }),
    );
    socket.once('connect', () =>
      resolve({
        socket,
        closed: closedPromise,
        isClosed: () => closed,
        write: (text) => {
          if (!socket.destroyed) socket.write(text);
        },
      }),
    );
    socket.once('error', reject);
  });
}

/** The request line and headers of a JSON POST whose body is still to come. */
export const postHead = (path: string, contentLength: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

/**
 * The status code, head (lower-cased, to search), headers (by lower-case name, values as sent) and
 * parsed JSON body of a raw HTTP/1.1 answer.
 */
export function parseRawAnswer(text: string): { status: number; headers: string; headerValues: Record<string, string>; body: unknown } {
  const [head, ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? NaN);
  const bodyText = rest.join('\r\n\r\n');
  let body: unknown = bodyText;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // Not JSON: the test compares the text.
  }
  const headerValues = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status, headers: head.toLowerCase(), headerValues, body };
}
