import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createCaller } from '@promptshelf/trpc';
import { apiTokenMessages } from '@promptshelf/validators';
import type { FastifyInstance } from 'fastify';
import { createRequestContext, type RequestDeps } from '../context';
import { refuseInvalidParams } from './invalid-params';
import { createMcpServer } from './server';

export const MCP_PATH = '/mcp';

/**
 * `POST /mcp`: the Model Context Protocol over Streamable HTTP, stateless (a server and a
 * transport per request, JSON answers), for the owner of a bearer API token. No token: 401.
 */
export function registerMcpRoutes(app: FastifyInstance, deps: RequestDeps) {
  app.post(MCP_PATH, async (request, reply) => {
    if (!request.apiAuth) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: apiTokenMessages.required });
    }
    const caller = createCaller(await createRequestContext(request, deps));
    const server = createMcpServer(caller, request.log);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    // The transport writes the answer itself (the security headers are already on reply.raw,
    // but onSend hooks do not run): an answer for one token's owner is never stored.
    reply.hijack();
    reply.raw.setHeader('cache-control', 'no-store');
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    refuseInvalidParams(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  const notAllowed = { message: 'Method not allowed: send MCP requests with POST' };
  app.get(MCP_PATH, async (_request, reply) =>
    reply.code(405).header('allow', 'POST').send(notAllowed),
  );
  app.delete(MCP_PATH, async (_request, reply) =>
    reply.code(405).header('allow', 'POST').send(notAllowed),
  );
}
