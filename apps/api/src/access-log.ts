import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request, at completion (method, path, status, time), instead of
 * Fastify's two ('incoming request' said nothing the second line does not); logging was a
 * twentieth of a cached read's CPU (docs/decisions/081-throughput.md).
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
