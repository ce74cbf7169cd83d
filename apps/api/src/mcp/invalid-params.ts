import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ClientRequestSchema,
  ErrorCode,
  isJSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';

const requestSchemas = new Map(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value as string, schema]),
);

/**
 * Answers a request whose params do not fit its method with -32602 Invalid params, naming the
 * first wrong field. The SDK checks params inside its dispatch and answers a failure as -32603
 * Internal error, with the schema's issues dumped as its message: the caller's mistake would read
 * as the server's fault (docs/decisions/074-fuzzing-and-invariants.md).
 */
export function refuseInvalidParams(transport: Transport) {
  const dispatch = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if (isJSONRPCRequest(message)) {
      const checked = requestSchemas.get(message.method)?.safeParse(message);
      const issue = checked?.success === false ? checked.error.issues[0] : undefined;
      if (issue) {
        void transport.send({
          jsonrpc: '2.0',
          id: message.id,
          error: {
            code: ErrorCode.InvalidParams,
            message: `Invalid params for ${message.method}: ${issue.path.join('.')}: ${issue.message}`,
          },
        });
        return;
      }
    }
    dispatch?.(message, extra);
  };
}
