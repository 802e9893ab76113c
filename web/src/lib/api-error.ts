export const GENERIC_ERROR_MESSAGE = 'Não foi possível completar a solicitação. Tente novamente.';

/**
 * Error with the message a user can read, the HTTP status when there was one, the field it is about, if any, and the
 * server's own text (`serverMessage`: for the console, never for the page).
 */
export class ApiError extends Error {
  readonly status?: number;
  readonly field?: string;
  readonly serverMessage?: string;

  constructor(message: string, status?: number, { field, serverMessage }: { field?: string; serverMessage?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.serverMessage = serverMessage;
  }
}
