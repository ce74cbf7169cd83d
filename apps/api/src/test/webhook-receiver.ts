// A real HTTP receiver for webhook deliveries, in the test process: it checks each delivery's
// signature with the webhook's secret, as a receiver is told to in docs/api.md. The api tests
// and the e2e specs use this one receiver.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedDelivery = {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed JSON body. */
  json: {
    id: string;
    event: string;
    occurredAt: string;
    prompt: { ref: string; version: number; labels: string[] } | null;
    label?: { label: string; fromVersion: number | null; toVersion: number | null };
  };
  /** Whether `Promptshelf-Signature` is the HMAC-SHA256 of `t.body` with the secret. */
  signed: boolean;
  /** The status this receiver answered with. */
  answered: number;
};

/** Checks a `Promptshelf-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function verifySignature(secret: string, header: string | undefined, body: string) {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2)));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Listens on 127.0.0.1. `answer` picks the status for each delivery in turn (200 by default);
 * `secret` is what signatures are checked with (set it once the webhook exists).
 */
export async function startWebhookReceiver(
  answer: (delivery: Omit<ReceivedDelivery, 'answered'>, index: number) => number = () => 200,
) {
  const received: ReceivedDelivery[] = [];
  const receiver = { secret: '', received, url: '', waitFor, close };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery = {
        headers: request.headers,
        body,
        json: JSON.parse(body) as ReceivedDelivery['json'],
        signed: verifySignature(
          receiver.secret,
          request.headers['promptshelf-signature'] as string,
          body,
        ),
      };
      const status = answer(delivery, received.length);
      received.push({ ...delivery, answered: status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  /** Resolves once `count` deliveries have arrived (a generous bound for a slow machine). */
  async function waitFor(count: number, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`Only ${received.length} of ${count} webhook deliveries arrived`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return received;
  }
  function close() {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return receiver;
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
