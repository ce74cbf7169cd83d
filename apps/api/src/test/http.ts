import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A browser-like client for app.inject: keeps the session cookie between requests. */
export function createAgent(app: FastifyInstance) {
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
  return {
    get cookie() {
      return cookie;
    },
    async get(url: string) {
      return remember(await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }));
    },
    async post(url: string, payload?: unknown) {
      return remember(
        await app.inject({
          method: 'POST',
          url,
          headers: cookie ? { cookie } : {},
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      );
    },
  };
}

export type Agent = ReturnType<typeof createAgent>;
