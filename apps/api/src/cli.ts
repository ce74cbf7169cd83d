// The operator's command line: `pnpm cli <command>` from the repository root.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DataDirInUseError, type DatabaseConnection } from '@promptshelf/db';
import { CommandError, UsageError } from './cli/errors';
import { parseSeedOptions, seedDemo } from './cli/seed-demo';
import { seedStarter } from './cli/seed-starter';
import { createVerifiedUser, setSuperadmin } from './cli/users';
import { openDatabase } from './database';
import { EnvError, parseEnv } from './env';

export { CommandError, UsageError };

const USAGE = `Usage: pnpm cli <command> [options]

Commands:
  migrate                         Apply the database migrations and seed the option lists
  seed                            Same as migrate: the option lists are seeded idempotently
  grant-superadmin <email>        Give a user the superadmin flag
  revoke-superadmin <email>       Take the superadmin flag away
  create-user --email <email> --password <password>
              [--first-name <name>] [--last-name <name>] [--superadmin]
                                  Create a verified user (first-time setup without mail)
  seed-demo --users <n> --snippets <n> [--password <password>]
                                  Add demo users (@demo.example.com) and prompts with likes;
                                  with --users 0 the prompts go to the existing users
  seed-starter                    Add the curated starter set (about 40 public prompts by
                                  @promptshelf); running it again adds only what is missing
  help                            Show this help

The database is DATABASE_URL when set, otherwise the embedded one under DATA_DIR (.data).
Exit codes: 0 done, 1 could not be done (e.g. unknown email), 2 bad command, option or environment.`;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses one command's arguments; any mistake becomes a UsageError that names the command. */
function parse<T extends Options>(command: string, args: string[], options: T, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}\nRun 'pnpm cli help' for usage.`);
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(
      `${command}: expected ${positionals} argument${positionals === 1 ? '' : 's'}, got ${parsed.positionals.length}.\nRun 'pnpm cli help' for usage.`,
    );
  }
  return parsed;
}

export type CliDeps = {
  /** How the database is opened; tests pass their own. */
  open?: (env: NodeJS.ProcessEnv) => Promise<DatabaseConnection>;
  /** Progress lines of long commands (stderr by default). */
  log?: (line: string) => void;
};

const defaultOpen = (env: NodeJS.ProcessEnv) => openDatabase(parseEnv(env));

export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  deps: CliDeps = {},
): Promise<string> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return USAGE;

  // Arguments are checked before the database is opened: a typo costs nothing.
  let run: (connection: DatabaseConnection) => Promise<string>;
  switch (command) {
    case 'migrate':
    case 'seed':
      parse(command, args, {});
      run = async (connection) => `Database is up to date (${connection.kind}).`;
      break;
    case 'grant-superadmin':
    case 'revoke-superadmin': {
      const [email = ''] = parse(command, args, {}, 1).positionals;
      run = ({ db }) => setSuperadmin(db, email, command === 'grant-superadmin');
      break;
    }
    case 'create-user': {
      const { values } = parse(command, args, {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        superadmin: { type: 'boolean', default: false },
      });
      // Checked here too, so a missing option is reported before the database is touched.
      if (!values.email) throw new UsageError('create-user needs --email.');
      if (!values.password) throw new UsageError('create-user needs --password.');
      run = ({ db }) =>
        createVerifiedUser(db, {
          email: values.email,
          password: values.password,
          firstName: values['first-name'],
          lastName: values['last-name'],
          superadmin: values.superadmin ?? false,
        });
      break;
    }
    case 'seed-demo': {
      const { values } = parse(command, args, {
        users: { type: 'string' },
        snippets: { type: 'string' },
        password: { type: 'string' },
      });
      const options = parseSeedOptions(values);
      run = ({ db }) =>
        seedDemo(db, {
          ...options,
          log: deps.log ?? ((line) => process.stderr.write(`${line}\n`)),
        });
      break;
    }
    case 'seed-starter':
      parse(command, args, {});
      run = ({ db }) => seedStarter(db);
      break;
    default:
      throw new UsageError(`Unknown command: ${command}\n\n${USAGE}`);
  }

  const connection = await (deps.open ?? defaultOpen)(env);
  try {
    return await run(connection);
  } finally {
    await connection.close();
  }
}

/** The process exit code for an error: 2 for usage and environment, 1 for everything else. */
export function exitCode(error: unknown): number {
  return error instanceof UsageError || error instanceof EnvError ? 2 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(process.argv.slice(2), process.env).then(
    (output) => process.stdout.write(`${output}\n`),
    (error: unknown) => {
      const expected =
        error instanceof UsageError ||
        error instanceof EnvError ||
        error instanceof CommandError ||
        error instanceof DataDirInUseError;
      console.error(expected ? `Error: ${(error as Error).message}` : error);
      process.exit(exitCode(error));
    },
  );
}
