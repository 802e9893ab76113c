import axios, { AxiosError } from 'axios';

import { env } from '@/config/env';

/** Axios instance for the CMS REST API (Strapi). */
export const api = axios.create({
  baseURL: `${env.CMS_URL}/api`,
  timeout: 10_000,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

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

type StrapiErrorBody = { error?: { message?: unknown } };

/** Turn any failure into an ApiError, keeping Strapi's `error.message` when present. */
export function normalizeApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const status = error.response?.status;
    const body = error.response?.data as StrapiErrorBody | undefined;
    const message = body?.error?.message;
    if (typeof message === 'string' && message.trim()) return new ApiError(message, status);
    if (error.code === AxiosError.ECONNABORTED) {
      return new ApiError('O servidor demorou a responder. Tente novamente.', status);
    }
    if (!error.response) return new ApiError('Sem conexão com o servidor.', status);
    return new ApiError(GENERIC_ERROR_MESSAGE, status);
  }
  return new ApiError(GENERIC_ERROR_MESSAGE);
}

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(normalizeApiError(error)),
);
