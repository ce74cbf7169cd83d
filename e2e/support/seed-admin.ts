// Accounts for the superadmin tests, written into the run's fresh database before the server
// starts, through the operator CLI as an operator would (first-time setup without mail).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_SUPERADMIN = { email: 'root@e2e.example.com', password: 'root-password-1' };
export const E2E_MEMBER = { email: 'member@e2e.example.com', password: 'member-password-1' };

const SEEDED_KEY = 'PROMPTSHELF_E2E_ADMIN_SEEDED';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli.ts', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Once per run (the config is loaded by every worker too): a superadmin, a member, demo data. */
export async function seedAdmin(dataEnv: { DATA_DIR: string; DATABASE_URL?: string }) {
  if (process.env[SEEDED_KEY]) return;
  process.env[SEEDED_KEY] = '1';
  const env = { PATH: process.env.PATH, NODE_ENV: 'test', ...dataEnv };
  cli(
    env,
    'create-user',
    '--email',
    E2E_SUPERADMIN.email,
    '--password',
    E2E_SUPERADMIN.password,
    '--first-name',
    'Root',
    '--superadmin',
  );
  cli(
    env,
    'create-user',
    '--email',
    E2E_MEMBER.email,
    '--password',
    E2E_MEMBER.password,
    '--first-name',
    'Mia',
    '--last-name',
    'Member',
  );
  cli(env, 'seed-demo', '--users', '6', '--snippets', '40', '--password', 'demo-password-1');
}
