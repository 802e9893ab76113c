export const GENERIC_ERROR_MESSAGE = 'Não foi possível completar a solicitação. Tente novamente.';

/** Error with the message a user can read and the HTTP status, when there was one. */
export class ApiError extends Error {
  readonly status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}
