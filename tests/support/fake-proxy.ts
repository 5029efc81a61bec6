/**
 * An HTTP proxy for `proxy-url` tests: CONNECT tunnels (how https servers are reached through a
 * proxy) and plain forwarding (http servers). It records what it was asked for.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';

export interface FakeProxy {
  url: string;
  /** "CONNECT 127.0.0.1:1234" or "GET http://127.0.0.1:1234/version", in order. */
  seen: string[];
  close(): Promise<void>;
}

export async function startFakeProxy(): Promise<FakeProxy> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const upstream = request(req.url ?? '', { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
