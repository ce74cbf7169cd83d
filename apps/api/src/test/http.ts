import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for app.inject: keeps the cookies it is given between requests (the
 * session's, and a sign-in with a provider's). `headers` go with every request (a script's
 * `authorization: Bearer …`).
 */
export function createAgent(app: FastifyInstance, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const pair = line.split(';', 1)[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      if (/=;?$/.test(pair) || /Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, pair);
    }
    return res;
  };
  const cookieHeader = () => (jar.size > 0 ? [...jar.values()].join('; ') : undefined);
  /** A request with the cookies kept, if any; a JSON body when there is a payload. */
  const send = async (method: Method, url: string, payload?: unknown) => {
    const cookie = cookieHeader();
    return remember(
      await app.inject({
        method,
        url,
        headers: cookie ? { ...headers, cookie } : headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
  };
  return {
    /** The Cookie header this agent sends, if any. */
    get cookie() {
      return cookieHeader();
    },
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload),
  };
}

export type Agent = ReturnType<typeof createAgent>;
