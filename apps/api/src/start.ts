import { buildApp } from './app';
import { openDatabase, openReadDatabase } from './database';
import { EnvError, parseEnv, type EnvDefaults } from './env';
import { localTransport, smtpTransport } from './mail/transport';

async function run(defaults: EnvDefaults) {
  const env = parseEnv(process.env, defaults);
  const connection = await openDatabase(env, { timeLimits: true });
  const replica = openReadDatabase(env);

  const app = await buildApp({
    env,
    db: connection.db,
    readDb: replica?.db,
    queuePollSeconds: env.QUEUE_POLL_SECONDS,
    mailTransport: (log) =>
      env.SMTP_URL
        ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
        : localTransport(env.DATA_DIR, env.MAIL_FROM, log),
  });
  app.log.info(
    { database: connection.kind === 'pglite' ? `embedded (${env.DATA_DIR})` : 'postgres' },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await connection.close();
    await replica?.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

/** Reads the environment (over `defaults`), opens the database and serves until a signal. */
export function start(defaults: EnvDefaults = {}): void {
  run(defaults).catch((error: unknown) => {
    if (error instanceof EnvError) {
      console.error(error.message);
    } else {
      console.error('Promptshelf failed to start:', error);
    }
    process.exit(1);
  });
}
