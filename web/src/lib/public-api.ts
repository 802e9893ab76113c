import { env } from '@/config/env';

import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error';

/** A query string the way Strapi reads it (`filters[slug][$eq]=…`): keys as given, values stringified. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

const TIMEOUT_MS = 10_000;

function urlFor(path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return `${env.CMS_URL}/api${path}${search ? `?${search}` : ''}`;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body?.error?.message;
    if (typeof message === 'string' && message.trim()) return new ApiError(message, response.status);
  } catch {
    // Not JSON (a proxy's error page): the generic message.
  }
  return new ApiError(GENERIC_ERROR_MESSAGE, response.status);
}

/**
 * The CMS API for public pages, with `fetch` (no client library in their first load). It never sends a session:
 * a public page always reads and writes what any visitor would, whoever is signed in on this browser.
 * Errors are ApiErrors with the CMS's pt-BR message when it sent one.
 */
export async function publicRequest<T>(method: 'GET' | 'POST', path: string, options: { params?: QueryParams; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.params), {
      method,
      headers: { Accept: 'application/json', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'O servidor demorou a responder. Tente novamente.' : 'Sem conexão com o servidor.');
  }
  if (!response.ok) throw await errorOf(response);
  return (response.status === 204 ? null : await response.json()) as T;
}

export const getPublic = <T>(path: string, params?: QueryParams) => publicRequest<T>('GET', path, { params });
