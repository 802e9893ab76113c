import { BOOKING_MESSAGES, CONTACT_MESSAGES } from '@alicerce/domain';
import { env } from '@/shared/config/env';

import { apiErrorOf, type RequestFailure } from '@/shared/lib/api-error';
import { readAllPages, type CmsPage } from '@/shared/lib/cms-pages';
import { cmsApiUrl, type QueryParams } from '@/shared/lib/cms-url';

const TIMEOUT_MS = 10_000;

/**
 * The CMS's answers a visitor may read as they are: the spec's pt-BR messages of the public forms. Any other text
 * (Strapi's English 'Internal Server Error', a proxy's page, a message written for developers) is never shown.
 */
const VISITOR_MESSAGES = new Set<string>([...Object.values(CONTACT_MESSAGES), ...Object.values(BOOKING_MESSAGES)]);
const visitorMayRead = (message: string) => VISITOR_MESSAGES.has(message);

async function failureOf(response: Response): Promise<RequestFailure> {
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    return { status: response.status, body: null }; // Not JSON (a proxy's error page): a message of the site's own.
  }
}

/**
 * The CMS API for public pages, with `fetch` (no client library in their first load). It never sends a session:
 * a public page always reads and writes what any visitor would, whoever is signed in on this browser.
 * Errors are ApiErrors in pt-BR (api-error.ts): the CMS's message when it is one of the forms' own (VISITOR_MESSAGES),
 * with the field it is about; otherwise the site's message for the failure (too many requests, any other).
 */
export async function publicRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { params?: QueryParams; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(cmsApiUrl(env.CMS_URL, path, options.params), {
      method,
      headers: { Accept: 'application/json', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw apiErrorOf(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline', visitorMayRead);
  }
  if (!response.ok) throw apiErrorOf(await failureOf(response), visitorMayRead);
  return (response.status === 204 ? null : await response.json()) as T;
}

export const getPublic = <T>(path: string, params?: QueryParams) => publicRequest<T>('GET', path, { params });

/** Every row of the list `path`, page after page (see ./cms-pages), as the CMS holds it now. */
export const getPublicList = <T>(path: string, params?: QueryParams): Promise<T[]> =>
  readAllPages((pageQuery) => getPublic<CmsPage<T>>(path, pageQuery), params);

/**
 * A client loader's read for content published after the build: the live API first; when it cannot be reached, the
 * data prerendered with the page (the route's `serverLoader`) as the backup; the API's error when neither answers.
 */
export async function liveOrBuilt<T>(live: () => Promise<T>, built: () => Promise<T>): Promise<T> {
  try {
    return await live();
  } catch (error) {
    try {
      return await built();
    } catch {
      throw error;
    }
  }
}
