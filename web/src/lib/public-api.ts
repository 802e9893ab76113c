import { BOOKING_MESSAGES, CONTACT_MESSAGES, TOO_MANY_REQUESTS_MESSAGE } from '@alicerce/domain';
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

/**
 * The CMS's answers a visitor may read as they are: the spec's pt-BR messages of the public forms. Any other text
 * (Strapi's English 'Internal Server Error', a proxy's page, a message written for developers) is never shown.
 */
const VISITOR_MESSAGES = new Set<string>([...Object.values(CONTACT_MESSAGES), ...Object.values(BOOKING_MESSAGES)]);

type StrapiError = { error?: { message?: unknown; details?: { issues?: Array<{ path?: unknown[] }> } } };

async function errorOf(response: Response): Promise<ApiError> {
  let serverMessage: string | undefined;
  try {
    const { error } = (await response.json()) as StrapiError;
    const field = error?.details?.issues?.[0]?.path?.[0];
    if (typeof error?.message === 'string') serverMessage = error.message;
    if (serverMessage && VISITOR_MESSAGES.has(serverMessage)) return new ApiError(serverMessage, response.status, { field: typeof field === 'string' ? field : undefined });
  } catch {
    // Not JSON (a proxy's error page): a message of the site's own.
  }
  return new ApiError(response.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : GENERIC_ERROR_MESSAGE, response.status, { serverMessage });
}

/**
 * The CMS API for public pages, with `fetch` (no client library in their first load). It never sends a session:
 * a public page always reads and writes what any visitor would, whoever is signed in on this browser.
 * Errors are ApiErrors in pt-BR: the CMS's message when it is one of the forms' own (VISITOR_MESSAGES), with the
 * field it is about; otherwise the site's message for the failure (too many requests, any other).
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
