// The operator's command line: `pnpm cli <command>` from the repository root.
import { parseArgs } from 'node:util';
import { openDatabase } from './database';
import { EnvError, parseEnv } from './env';

const USAGE = `Usage: pnpm cli <command>

Commands:
  migrate    Apply the database migrations and seed the option lists
  seed       Same as migrate: the option lists are seeded idempotently
  help       Show this help

The database is DATABASE_URL when set, otherwise the embedded one under DATA_DIR (.data).`;

export class UsageError extends Error {}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  const [command] = positionals;
  if (!command || command === 'help') return USAGE;
  if (command !== 'migrate' && command !== 'seed') {
    throw new UsageError(`Unknown command: ${command}\n\n${USAGE}`);
  }
  const connection = await openDatabase(parseEnv(env));
  await connection.close();
  return `Database is up to date (${connection.kind}).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(process.argv.slice(2), process.env).then(
    (output) => process.stdout.write(`${output}\n`),
    (error: unknown) => {
      const expected = error instanceof UsageError || error instanceof EnvError;
      console.error(expected ? (error as Error).message : error);
      process.exit(expected ? 2 : 1);
    },
  );
}
