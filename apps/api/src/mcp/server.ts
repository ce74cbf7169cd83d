import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { errorMessage, INTERNAL_ERROR, type RouterOutputs } from '@promptshelf/trpc';
import {
  extractPlaceholders,
  fillPlaceholders,
  LIBRARY_LIMIT_MAX,
  PROMPT_VISIBILITIES,
  slugify,
  promptMessages,
  type PlaceholderSetting,
} from '@promptshelf/validators';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Caller } from '../rest/adapter';

type Prompt = RouterOutputs['snippets']['byId'];

export const MCP_SERVER_NAME = 'promptshelf';
const GIVE_ID_OR_REF = 'Give the prompt’s id or its ref';

/** A prompt's MCP name: its slug and its id, e.g. `code-review-checklist-42`. */
export function promptName(prompt: Pick<Prompt, 'id' | 'title'>): string {
  return `${slugify(prompt.title)}-${prompt.id}`;
}

/** The id at the end of a prompt's MCP name (or a bare id); null when there is none. */
export function promptIdOf(name: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(name);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function toolLabel(prompt: Pick<Prompt, 'aiTool' | 'customAiTool'>): string {
  return prompt.customAiTool ? `${prompt.aiTool}: ${prompt.customAiTool}` : prompt.aiTool;
}

/**
 * A placeholder as an MCP prompt argument, described by its label and help text from the prompt's settings
 * (decision 140), with the choices of a list and the default spelled out.
 */
function promptArgument(name: string, settings: PlaceholderSetting[]) {
  const setting = settings.find((candidate) => candidate.name === name);
  const about = setting?.description ?? `The value for [${name}]`;
  // MCP prompt arguments have no title: the label leads the description.
  const parts = [setting?.label ? `${setting.label}: ${about}` : about];
  if (setting?.options?.length) parts.push(`one of: ${setting.options.join(', ')}`);
  if (setting?.default !== undefined) parts.push(`default: ${setting.default}`);
  parts.push('left out, it becomes empty');
  return {
    name,
    description: parts.join('; '),
    required: false,
  };
}

function describe(prompt: Prompt): string {
  return `${prompt.title} (for ${toolLabel(prompt)}; ${prompt.purpose})`;
}

/** The newest page of each workspace the owner belongs to (at most 50 of them). */
async function workspacePrompts(caller: Caller): Promise<Prompt[]> {
  const workspaces = await caller.workspaces.mine();
  const pages = await Promise.all(
    workspaces.map(({ slug }) =>
      caller.workspaces.prompts({ workspace: slug, limit: LIBRARY_LIMIT_MAX }),
    ),
  );
  return pages.flatMap((page) => page.snippets);
}

/** What the tools return about a prompt: enough to use it, nothing a viewer may not see. */
function summary(prompt: Prompt) {
  return {
    id: prompt.id,
    name: promptName(prompt),
    title: prompt.title,
    aiTool: prompt.aiTool,
    customAiTool: prompt.customAiTool,
    purpose: prompt.purpose,
    tags: prompt.tags,
    isPublic: prompt.isPublic,
    visibility: prompt.visibility,
    workspace: prompt.workspace?.slug ?? null,
    isOwner: prompt.isOwner,
    author: prompt.author.username || null,
    likesCount: prompt.likesCount,
    favoritesCount: prompt.favoritesCount,
    placeholders: extractPlaceholders(prompt.content),
  };
}

function detail(prompt: Prompt) {
  return { ...summary(prompt), content: prompt.content, version: prompt.version };
}

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});

/**
 * The words of a failed call: a refusal of ours (validation, not found, scope, a 503) as ever;
 * anything else is logged and answered without its own text, which may hold SQL, parameters or
 * the server's paths (the SDK would send it as it is).
 */
function failureText(error: unknown, log: FastifyBaseLogger): string {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
    return errorMessage(error);
  }
  log.error({ err: error }, 'mcp request failed');
  return INTERNAL_ERROR;
}

/** A tool's failure is its error result. */
async function tool(
  log: FastifyBaseLogger,
  run: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    return { isError: true, content: [{ type: 'text', text: failureText(error, log) }] };
  }
}

/** A prompt request's failure is a JSON-RPC error. */
const promptFailure = (error: unknown, log: FastifyBaseLogger) =>
  new McpError(ErrorCode.InternalError, failureText(error, log));

const promptNotFound = () => new McpError(ErrorCode.InvalidParams, promptMessages.notFound);

/**
 * The library as an MCP server, for one request of one token's owner (stateless: a fresh server
 * per HTTP request). Every read and write goes through the tRPC router with the token's context,
 * so MCP sees exactly what the owner sees and may do exactly what the token may do
 * (docs/decisions/121-mcp-server.md).
 */
export function createMcpServer(caller: Caller, log: FastifyBaseLogger): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: '1.0.0' },
    {
      instructions:
        "Promptshelf: the user's prompt library. Prompts take their [placeholders] as arguments.",
    },
  );

  // Prompts are the owner's own, their favourites and the newest of each of their workspaces;
  // their arguments are each prompt's placeholders, so they are served by handlers rather than
  // registered one by one.
  server.server.registerCapabilities({ prompts: { listChanged: false } });
  server.server.setRequestHandler(ListPromptsRequestSchema, async () => {
    const [own, saved, shared] = await Promise.all([
      caller.snippets.mine({}),
      caller.snippets.favorites(),
      workspacePrompts(caller),
    ]).catch((error: unknown) => {
      throw promptFailure(error, log);
    });
    const seen = new Set<number>();
    const prompts = [...own, ...saved, ...shared].flatMap((prompt) => {
      if (seen.has(prompt.id)) return [];
      seen.add(prompt.id);
      return [
        {
          name: promptName(prompt),
          title: prompt.title,
          description: describe(prompt),
          arguments: extractPlaceholders(prompt.content).map((placeholder) =>
            promptArgument(placeholder, prompt.variables),
          ),
        },
      ];
    });
    return { prompts };
  });
  server.server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const id = promptIdOf(request.params.name);
    if (id === null) throw promptNotFound();
    let prompt: Prompt;
    try {
      prompt = await caller.snippets.byId({ id });
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'NOT_FOUND') throw promptNotFound();
      throw promptFailure(error, log);
    }
    return {
      description: describe(prompt),
      messages: [
        {
          role: 'user' as const,
          content: {
            type: 'text' as const,
            text: fillPlaceholders(prompt.content, request.params.arguments ?? {}),
          },
        },
      ],
    };
  });

  server.registerTool(
    'search_prompts',
    {
      title: 'Search prompts',
      description:
        'Searches public prompts and your own, ranked as Promptshelf browse ranks them (best match first).',
      inputSchema: {
        query: z.string().describe('Words to search for in titles and content'),
        aiTool: z.string().optional().describe('Only prompts for this AI tool, e.g. "Claude"'),
        tag: z
          .union([z.string(), z.array(z.string())])
          .optional()
          .describe('Only prompts with this tag (or every one of these tags), e.g. "cold-email"'),
        limit: z.number().int().optional().describe('How many results, 1 to 50 (default 10)'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, aiTool, tag, limit }) =>
      tool(log, async () => {
        const found = await caller.snippets.search({ query, aiTool, tag, limit });
        return json(found.map(summary));
      }),
  );

  server.registerTool(
    'get_prompt',
    {
      title: 'Get a prompt',
      description:
        'One prompt with its full content and its [placeholders], by id, or by reference (@user/name or workspace/name) at a label or version with its includes resolved.',
      inputSchema: {
        id: z.number().int().optional().describe('The prompt id'),
        ref: z.string().optional().describe('The prompt reference, e.g. "@ada/support/reply"'),
        label: z
          .string()
          .optional()
          .describe('With ref: a release label such as "production" (default: latest)'),
        version: z.number().int().optional().describe('With ref: a version number'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ id, ref, label, version }) =>
      tool(log, async () => {
        if (ref !== undefined) return json(await caller.registry.get({ ref, label, version }));
        if (id === undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: GIVE_ID_OR_REF });
        return json(detail(await caller.snippets.byId({ id })));
      }),
  );

  server.registerTool(
    'fill_prompt',
    {
      title: 'Fill a prompt',
      description:
        "A prompt's content with its [placeholders] replaced by the given values; a placeholder without a value becomes empty.",
      inputSchema: {
        id: z.number().int().describe('The prompt id'),
        values: z
          .record(z.string(), z.string())
          .optional()
          .describe('Placeholder name → value, e.g. { "language": "Go" }'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ id, values }) =>
      tool(log, async () => {
        const prompt = await caller.snippets.byId({ id });
        return {
          content: [{ type: 'text', text: fillPlaceholders(prompt.content, values ?? {}) }],
        };
      }),
  );

  server.registerTool(
    'save_prompt',
    {
      title: 'Save a prompt',
      description:
        'Saves a new prompt to your library (needs a token with write scope). aiTool and purpose must be names from Promptshelf lists.',
      inputSchema: {
        title: z.string().describe('Title, up to 255 characters'),
        content: z.string().describe('The prompt text; [square brackets] mark placeholders'),
        aiTool: z.string().describe('An AI tool from the list, e.g. "Claude" or "ChatGPT"'),
        customAiTool: z.string().optional().describe('The tool name when aiTool is "Other"'),
        purpose: z.string().describe('A purpose from the list, e.g. "Coding" or "Writing"'),
        isPublic: z.boolean().optional().describe('Share it publicly (default true)'),
        workspace: z
          .string()
          .optional()
          .describe('The slug of a workspace to save it in (you must be an editor there)'),
        visibility: z
          .enum(PROMPT_VISIBILITIES)
          .optional()
          .describe(
            'private (you), workspace (its members), unlisted (anyone with the link) or public',
          ),
        tags: z
          .array(z.string())
          .optional()
          .describe('Up to 10 tags, e.g. ["cold-email"]; saved in lower case with hyphens'),
      },
    },
    (input) => tool(log, async () => json(detail(await caller.snippets.create(input)))),
  );

  return server;
}
