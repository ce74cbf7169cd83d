import net from 'node:net';
import postgres from 'postgres';

/** How often a serving pool asks the server for a sign of life, and how long it waits for it. */
const CHECK_EVERY_MS = 1_000;
const ANSWER_WITHIN_MS = 1_000;
const STEP_MS = 100;

/** The parts of postgres.js's parsed options a socket is opened from. */
type SocketTarget = { host: string[]; port: number[]; path?: string | false };

export type Liveness = {
  /** postgres.js's `socket` option: opens a socket the watch may destroy. */
  socket: (target: SocketTarget) => net.Socket;
  stop: () => Promise<void>;
};

/**
 * A frozen server (a stopped process, a paused VM, a network that swallows packets) keeps its
 * connections open and never answers: a statement sent to it waits as long as the freeze, since
 * the server cannot enforce its own statement_timeout while stopped, its kernel still answers TCP
 * keepalives, and postgres.js has no query timeout. So a serving pool opens its sockets here;
 * every second a connection of the watch's own asks for `select 1`, and when no answer comes
 * within a second every socket opened here is destroyed. Their statements then fail at once
 * with CONNECTION_CLOSED (a 503), and the pool connects afresh when asked, which succeeds as
 * soon as the server answers again. A server that refuses connections is not frozen: its
 * sockets close by themselves.
 */
export function watchLiveness(databaseUrl: string): Liveness {
  const sockets = new Set<net.Socket>();
  let hosts = 0;
  // Opened as postgres.js opens its own (it times the connection and handles its failure), and
  // kept while open.
  const socket = ({ host, port, path }: SocketTarget) => {
    // Several hosts in the URL are tried in turn, as postgres.js does.
    const index = hosts++ % host.length;
    const opened = path
      ? net.connect(path)
      : net.connect(port[index] ?? port[0] ?? 5432, host[index]);
    sockets.add(opened);
    opened.once('close', () => sockets.delete(opened));
    return opened;
  };

  // postgres.js documents its `socket` option, but its types leave it out.
  const own = { socket };
  const probe = postgres(databaseUrl, {
    ...own,
    max: 1,
    connect_timeout: ANSWER_WITHIN_MS / 1000,
    backoff: () => 0.1,
    onnotice: () => {},
    connection: { application_name: 'promptshelf liveness' },
  });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const step = () =>
    new Promise((resolve) => {
      timer = setTimeout(resolve, STEP_MS).unref();
    });
  const check = async () => {
    // Any answer will do, an error too (a server that refuses is not frozen), but a connection
    // it never completes is none: the probe reconnects after a freeze, and its 1 s connect
    // timeout came before the last step of the wait, hiding the freeze.
    let answered = false;
    probe`select 1`.then(
      () => (answered = true),
      (error: { code?: string }) => (answered = error.code !== 'CONNECT_TIMEOUT'),
    );
    // The wait is counted in steps, not read off the clock: after this process was busy for a
    // while (a large import parsed), a timer runs before the answer waiting to be read is.
    for (let waited = 0; !answered && !stopped && waited < ANSWER_WITHIN_MS; waited += STEP_MS) {
      await step();
    }
    if (!answered && !stopped) for (const opened of sockets) opened.destroy();
    if (!stopped) timer = setTimeout(() => void check(), CHECK_EVERY_MS).unref();
  };
  timer = setTimeout(() => void check(), CHECK_EVERY_MS).unref();

  return {
    socket,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await probe.end({ timeout: 1 });
    },
  };
}
