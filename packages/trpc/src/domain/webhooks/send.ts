import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  RequestFilteringHttpAgent,
  RequestFilteringHttpsAgent,
  type RequestFilteringAgentOptions,
} from 'request-filtering-agent';

// One signed POST to a webhook's URL (docs/decisions/197-webhook-address-guard.md).

/** A delivery that has not answered in this long has failed (and is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `Promptshelf-Signature`: the unix time and the HMAC-SHA256 of `timestamp.body`, in hex. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Agents that check the address actually connected to, after DNS (a name that resolves to a
 * private address at delivery time is refused however it looked when saved): loopback, private,
 * link-local, unspecified and IPv4-mapped forms of them.
 */
function agents(allowPrivate: boolean) {
  const options: RequestFilteringAgentOptions = {
    allowPrivateIPAddress: allowPrivate,
    allowMetaIPAddress: allowPrivate,
  };
  return {
    http: new RequestFilteringHttpAgent(options),
    https: new RequestFilteringHttpsAgent(options),
  };
}
const guarded = { strict: agents(false), open: agents(true) };

export type SendOutcome = {
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  /** Why it failed, for the delivery log: never the response's body. */
  error: string | null;
};

const REFUSED = 'The address is private or local; webhooks only reach public addresses';

/**
 * POSTs `body` to `url`, signed with `secret`. A 2xx answer is a success; anything else, a
 * timeout or a refused address a failure. Redirects are not followed.
 */
export async function postSigned(
  url: string,
  secret: string,
  body: string,
  { allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS }: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendOutcome> {
  const started = performance.now();
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const pool = allowPrivate ? guarded.open : guarded.strict;
  const timestamp = Math.floor(Date.now() / 1000);
  const durationMs = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? pool.https : pool.http,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Promptshelf-Webhooks/1',
          'promptshelf-signature': signatureHeader(secret, timestamp, body),
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The body is not read beyond what it takes to finish the exchange.
        response.resume();
        response.on('end', () => {
          const code = response.statusCode ?? 0;
          const ok = code >= 200 && code < 300;
          resolve({
            ok,
            responseCode: code,
            durationMs: durationMs(),
            error: ok ? null : `HTTP ${code}`,
          });
        });
        response.on('error', () => {});
      },
    );
    request.on('error', (error: Error & { code?: string }) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `No answer within ${timeoutMs / 1000} s`
          : /is not allowed/.test(error.message)
            ? REFUSED
            : (error.code ?? error.message);
      resolve({ ok: false, responseCode: null, durationMs: durationMs(), error: message });
    });
    request.end(body);
  });
}
