import { vi } from 'vitest';

/** Call is one request the app made, as a test sees it. */
export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Reply is what a stubbed endpoint answers. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = Reply | ((call: Call) => Reply);

/** json builds a Response with a JSON body. */
export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** apiError is a reply in the server's error envelope. */
export const apiError = (status: number, code: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: { code, message: code.replace(/_/g, ' '), ...(fields ? { fields } : {}) } },
});

/**
 * mockFetch replaces fetch with a table of "METHOD /path" → reply (or a function of the call). Unknown
 * endpoints answer 404 so a missing stub fails loudly. It returns the recorded calls.
 */
export function mockFetch(routes: Record<string, Handler | Handler[]>): Call[] {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const path = String(input).split('?')[0];
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call: Call = { method, path, headers: new Headers(init.headers), body };
      calls.push(call);
      const queue = queues.get(`${method} ${path}`);
      if (!queue?.length) return json(404, { error: { code: 'not_found', message: `no stub for ${method} ${path}` } });
      const handler = queue.length > 1 ? queue.shift()! : queue[0];
      const reply = typeof handler === 'function' ? handler(call) : handler;
      return json(reply.status, reply.body, reply.headers);
    }),
  );
  return calls;
}
