import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import type { ErrorEnvelope } from '@/types/api';

/** ApiError is every failed call: an error envelope from the server, or code "network" when fetch failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** retryAfter is the Retry-After header in seconds, when the server sent one. */
  readonly retryAfter?: number;
  /** triesLeft comes with a wrong handover PIN: how many are left before that path locks. */
  readonly triesLeft?: number;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number;
    triesLeft?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter;
    this.triesLeft = init.triesLeft ?? undefined;
  }
}

/** isApiError narrows an unknown error. */
export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/** isNotFound tells a 404: the item does not exist, or is someone else's. */
export const isNotFound = (err: unknown): boolean => isApiError(err) && err.status === 404;

// A 401 from these calls is an answer about credentials, not a lost session.
const UNAUTHORIZED_EXEMPT = ['/auth/signin', '/auth/session', '/auth/signup'];

let unauthorizedHandler: (() => void) | undefined;

/** onUnauthorized registers what happens after a lost session was cleared (the app navigates to /signin). */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

function handleUnauthorized() {
  useProfileStore.getState().clear();
  useAuthStore.getState().clear();
  unauthorizedHandler?.();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

async function toApiError(res: Response): Promise<ApiError> {
  const retry = Number(res.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  try {
    const data = (await res.json()) as Partial<ErrorEnvelope>;
    if (data.error && typeof data.error.code === 'string') {
      const { code, message, fields, triesLeft } = data.error;
      return new ApiError({
        status: res.status,
        code,
        message: message || code,
        fields,
        retryAfter,
        triesLeft,
      });
    }
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to a code from the status.
  }
  const code = res.status >= 500 ? 'internal' : res.status === 429 ? 'rate_limited' : 'unknown';
  return new ApiError({ status: res.status, code, message: res.statusText || `HTTP ${res.status}`, retryAfter });
}

/** request sends one same-origin call and returns the parsed JSON body (undefined for 204). */
export async function request<T>(method: Method, path: string, { body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = useAuthStore.getState().token;
  if (method !== 'GET' && token) headers['X-CSRF-Token'] = token;

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError({ status: 0, code: 'network', message: err instanceof Error ? err.message : 'Network error' });
  }

  if (!res.ok) {
    const error = await toApiError(res);
    const pathname = path.split('?')[0];
    if (res.status === 401 && !UNAUTHORIZED_EXEMPT.includes(pathname)) handleUnauthorized();
    throw error;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** api is the one client every feature calls the server through. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
