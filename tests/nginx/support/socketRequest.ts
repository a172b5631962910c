/**
 * Requests written byte by byte on a raw socket, from a chosen loopback address: nginx limits
 * connections and request rates per client address, so each limit test comes from an address of
 * its own (127.0.0.2, 127.0.0.3, …) and never spends the browser's (127.0.0.1).
 */
import { connect, type Socket } from 'node:net';

export interface OpenSocket {
  socket: Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves with the time (ms since open) the server closed or reset the connection. */
  closed: Promise<number>;
}

/** A connection to `port` on 127.0.0.1 from `from`, once it is open. */
export function openSocket(port: number, from: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    let text = '';
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(Date.now() - opened)),
    );
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    // A reset after a timeout is an answer too: the close above reports it.
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    setTimeout(() => reject(new Error(`no connection to ${port} from ${from}`)), 5_000).unref();
  });
}

/** The head of a request with a body of `length` bytes (Content-Length), or a chunked one. */
export function requestHead(
  method: string,
  path: string,
  host: string,
  length: number | 'chunked',
  contentType = 'application/json',
): string {
  const size = length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  return `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\n${size}\r\n\r\n`;
}

/** The status code of the first answer in `text`, or 0 when none came. */
export const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

/** Sends a whole request and waits for the server to answer and close (Connection: close). */
export async function sendWhole(
  port: number,
  from: string,
  head: string,
  body: Buffer | string = '',
): Promise<{ status: number; text: string }> {
  const open = await openSocket(port, from);
  open.socket.write(head.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
  // Written, not ended: nginx takes a client's half-close for an abandoned request.
  open.socket.write(body);
  await open.closed;
  return { status: statusOf(open.received()), text: open.received() };
}
