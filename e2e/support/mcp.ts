import type { APIRequestContext, APIResponse } from '@playwright/test';

/** An MCP client's first request (`initialize`) to `url`, with the given headers. */
export function initializeMcp(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
): Promise<APIResponse> {
  return request.post(url, {
    headers: { ...headers, accept: 'application/json, text/event-stream' },
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'e2e', version: '1' },
      },
    },
  });
}
