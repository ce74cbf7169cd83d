// A reverse proxy in front of the test server, as a load balancer would stand in front of
// Promptshelf: it passes requests on, or, while `failing`, answers every one with that status
// itself (the 502/503 a gateway gives when the app behind it is in trouble).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Gateway {
  url: string;
  /** Answer every request with this status from now on; `null` passes them on again. */
  fail(status: number | null): void;
  close(): Promise<void>;
}

export async function startGateway(target: string): Promise<Gateway> {
  let failing: number | null = null;
  const upstream = new URL(target);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (failing !== null) {
      outgoing.writeHead(failing, { 'content-type': 'text/html' });
      outgoing.end('<html><body><h1>Service Unavailable</h1></body></html>');
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail(status) {
      failing = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
