// Hostile MCP requests for the fuzz suite (fuzz.test.ts): JSON-RPC messages for every method a
// client may call, with hostile params, ids and envelopes, batches, and anything at all.
import fc from 'fast-check';
import { promptName } from '../mcp/server';
import { hostileInput, hostileString, hostileValue, type KnownIds } from './fuzz-input';

const METHODS = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'prompts/list',
  'prompts/get',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'completion/complete',
  'logging/setLevel',
  'notifications/initialized',
];
const TOOLS = ['search_prompts', 'get_prompt', 'fill_prompt', 'save_prompt'];

function hostileParams(method: string, known: KnownIds) {
  if (method === 'tools/call') {
    return fc.record({
      name: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...TOOLS) }, hostileString),
      arguments: hostileInput(known),
    });
  }
  if (method === 'prompts/get') {
    const name = fc.constantFrom(...known.prompts).map((id) => promptName({ id, title: 'Seed' }));
    return fc.record({
      name: fc.oneof({ weight: 3, arbitrary: name }, hostileString),
      arguments: fc.oneof(fc.dictionary(hostileString, hostileString), hostileValue),
    });
  }
  return fc.oneof(fc.constant({}), hostileValue);
}

/** A POST /mcp body: mostly one request, sometimes a batch of them, sometimes anything. */
export function hostileMcpBody(known: KnownIds) {
  const message = fc
    .oneof({ weight: 5, arbitrary: fc.constantFrom(...METHODS) }, hostileString)
    .chain((method) =>
      fc.record({
        jsonrpc: fc.oneof({ weight: 9, arbitrary: fc.constant('2.0') }, hostileValue),
        id: fc.oneof({ weight: 9, arbitrary: fc.nat() }, hostileValue),
        method: fc.constant(method),
        params: hostileParams(method, known),
      }),
    );
  return fc.oneof(
    { weight: 8, arbitrary: message },
    fc.array(message, { minLength: 1, maxLength: 3 }),
    hostileValue,
  );
}

type McpAnswer = {
  error?: { code: number };
  result?: { isError?: boolean; content?: { text?: string }[] };
};

/** The JSON-RPC answers in a body (none for a notification's empty 202 or a plain refusal). */
export function mcpAnswers(body: string): McpAnswer[] {
  try {
    return [JSON.parse(body) as McpAnswer | McpAnswer[]].flat();
  } catch {
    return [];
  }
}

// What an unexpected error looks like when its message reaches an answer: the SDK turns a tool's
// exception into a tool result with the exception's message.
const INTERNALS =
  /Failed query|params:|node_modules|\.ts:\d+|Cannot read propert|is not a function|is not defined|violates|invalid input syntax|out of range for type|invalid byte sequence|syntax error/i;

/** What in an answer tells of an unexpected error on the server, if anything. */
export function internalError(answer: McpAnswer): string | undefined {
  if (answer.error?.code === -32603) return 'a JSON-RPC internal error';
  const text = (answer.result?.content ?? []).map((part) => part.text ?? '').join('');
  return answer.result?.isError && INTERNALS.test(text) ? text : undefined;
}
