import { TOO_MANY_REQUESTS_MESSAGE, type EditConflictDetails } from '@alicerce/domain';

export const GENERIC_ERROR_MESSAGE = 'Não foi possível completar a solicitação. Tente novamente.';
const TIMEOUT_MESSAGE = 'O servidor demorou a responder. Tente novamente.';
const OFFLINE_MESSAGE = 'Sem conexão com o servidor.';

/**
 * Error with the message a user can read, the HTTP status when there was one, the field it is about, if any, and the
 * server's own text (`serverMessage`: for the console, never for the page) and the CMS error's `details` (a 409's
 * conflict: the document as stored now; see editConflictOf).
 */
export class ApiError extends Error {
  readonly status?: number;
  readonly field?: string;
  readonly serverMessage?: string;
  readonly details?: unknown;

  constructor(
    message: string,
    status?: number,
    { field, serverMessage, details }: { field?: string; serverMessage?: string; details?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.serverMessage = serverMessage;
    this.details = details;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The conflict of a save refused as stale (409 with the document as it is now, domain's EditConflictDetails), or null
 * for any other failure: what the dashboard's conflict view compares the editor's values with.
 */
export function editConflictOf(error: unknown): EditConflictDetails | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !isRecord(error.details)) return null;
  const { version, updatedAt, updatedBy, current } = error.details;
  if (typeof version !== 'number' || !Number.isInteger(version) || !isRecord(current)) return null;
  return {
    version,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : new Date().toISOString(),
    updatedBy: typeof updatedBy === 'string' && updatedBy.trim() ? updatedBy : null,
    current,
  };
}

/** How a request to the CMS failed: no answer in time, no answer at all, or an answer with an error status. */
export type RequestFailure = 'timeout' | 'offline' | { status: number; body: unknown };

type StrapiErrorBody = { error?: { message?: unknown; details?: { issues?: Array<{ path?: unknown[] }> } & Record<string, unknown> } };

/**
 * The ApiError of a failed request, for every client of the CMS. The CMS's own `error.message` (and the field its
 * validation names) when `readable(message)` says the reader may see it — the dashboard shows an admin any message,
 * the public pages only the forms' pt-BR ones (public-api.ts) —, otherwise the site's own pt-BR message for the
 * failure, keeping the CMS's text as `serverMessage`.
 */
export function apiErrorOf(failure: RequestFailure, readable: (message: string) => boolean): ApiError {
  if (failure === 'timeout') return new ApiError(TIMEOUT_MESSAGE);
  if (failure === 'offline') return new ApiError(OFFLINE_MESSAGE);
  const { error } = (failure.body && typeof failure.body === 'object' ? failure.body : {}) as StrapiErrorBody;
  const message = typeof error?.message === 'string' && error.message.trim() ? error.message : undefined;
  const field = error?.details?.issues?.[0]?.path?.[0];
  const details = error?.details;
  if (message && readable(message)) return new ApiError(message, failure.status, { field: typeof field === 'string' ? field : undefined, details });
  return new ApiError(failure.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : GENERIC_ERROR_MESSAGE, failure.status, {
    serverMessage: message,
    details,
  });
}
