import type { CachedPrompt, Connection } from '../storage';

/** The REST answers' fields the extension keeps (docs/api.md). */
interface PromptAnswer {
  id: number;
  title: string;
  content: string;
  variables: CachedPrompt['variables'];
}

/** Pages of 100 (the API's most) and at most this many per workspace, newest first. */
const WORKSPACE_PAGE = 100;
const WORKSPACE_PROMPTS_MAX = 1000;

export class ServerRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(connection: Connection, path: string): Promise<T> {
  const response = await fetch(new URL(path, connection.server), {
    headers: { authorization: `Bearer ${connection.token}`, accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ServerRefusal(
      response.status,
      body?.message ?? `The server answered ${response.status}.`,
    );
  }
  return (await response.json()) as T;
}

async function workspacePrompts(connection: Connection, slug: string) {
  const prompts: PromptAnswer[] = [];
  for (let offset = 0; offset < WORKSPACE_PROMPTS_MAX; offset += WORKSPACE_PAGE) {
    const page = await getJson<{ snippets: PromptAnswer[]; total: number }>(
      connection,
      `/api/workspaces/${encodeURIComponent(slug)}/snippets?limit=${WORKSPACE_PAGE}&offset=${offset}&sortBy=recent`,
    );
    prompts.push(...page.snippets);
    if (offset + WORKSPACE_PAGE >= page.total) break;
  }
  return prompts;
}

/**
 * Everything the palette may show, from the routes any read token may call: the member's own
 * prompts, their favourites and each workspace's library. A prompt found in several places is
 * listed once, with each place.
 */
export async function fetchLibrary(connection: Connection): Promise<CachedPrompt[]> {
  const [mine, favourites, workspaces] = await Promise.all([
    getJson<PromptAnswer[]>(connection, '/api/snippets/my?sortBy=recent'),
    getJson<PromptAnswer[]>(connection, '/api/snippets/favorites'),
    getJson<{ slug: string; name: string }[]>(connection, '/api/workspaces'),
  ]);
  const byWorkspace = await Promise.all(
    workspaces.map(async (workspace) => ({
      name: workspace.name,
      prompts: await workspacePrompts(connection, workspace.slug),
    })),
  );
  const found = new Map<number, CachedPrompt>();
  const add = (prompts: PromptAnswer[], place: string) => {
    for (const { id, title, content, variables } of prompts) {
      const known = found.get(id);
      if (known) known.places.push(place);
      else found.set(id, { id, title, content, variables: variables ?? [], places: [place] });
    }
  };
  add(mine, 'My prompts');
  add(favourites, 'Favourites');
  for (const workspace of byWorkspace) add(workspace.prompts, workspace.name);
  return [...found.values()];
}
