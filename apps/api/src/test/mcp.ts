// What an MCP client sends before anything else, for the tests that call /mcp by hand.

/** The Accept of a Streamable HTTP client: a JSON answer or an event stream. */
export const MCP_ACCEPT = 'application/json, text/event-stream';

/** The message that opens an MCP session. */
export const MCP_INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'test', version: '1' },
  },
};
