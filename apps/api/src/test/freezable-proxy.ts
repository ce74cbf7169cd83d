import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real PostgreSQL server that can be frozen as if the server had been
 * stopped (SIGSTOP): connections stay open and new ones are accepted, but no byte moves either
 * way, and a side that hangs up is only noticed by the other after the thaw.
 */
export async function freezableProxy(target: { host: string; port: number }) {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const whenThawed = (action: () => void) => (frozen ? held.push(action) : action());

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => whenThawed(() => to.write(chunk)));
      from.on('close', () => whenThawed(() => to.destroy()));
      from.on('error', () => {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const action of held.splice(0)) action();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
