import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for app.inject: keeps the session cookie between requests. `headers`
 * go with every request (a script's `authorization: Bearer …`).
 */
export function createAgent(app: FastifyInstance, headers: Record<string, string> = {}) {
  let cookie: string | undefined;
  const remember = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    const first = Array.isArray(header) ? header[0] : header;
    if (first) {
      const pair = first.split(';', 1)[0] ?? '';
      cookie = /=;?$/.test(pair) || /Expires=Thu, 01 Jan 1970/i.test(first) ? undefined : pair;
    }
    return res;
  };
  /** A request with the session cookie, if any; a JSON body when there is a payload. */
  const send = async (method: Method, url: string, payload?: unknown) =>
    remember(
      await app.inject({
        method,
        url,
        headers: cookie ? { ...headers, cookie } : headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
  return {
    get cookie() {
      return cookie;
    },
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload),
  };
}

export type Agent = ReturnType<typeof createAgent>;
