import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';

import { env } from '@/config/env';

import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error';
import { clearSession, getSession, setSession } from './session';

const createCmsClient = () =>
  axios.create({
    baseURL: `${env.CMS_URL}/api`,
    timeout: 10_000,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });

/** The CMS REST API (Strapi) as the signed-in user: the dashboard's reads and every write of an admin. */
export const api = createCmsClient();

/**
 * The CMS REST API as any visitor: what the public pages read (cases, articles, page sections, company, site scripts,
 * availability) and the public forms. It never sends the session's token, so a signed-in admin browsing the site
 * reads exactly what the public reads (no unpublished case), and a stale token can never fail a visitor's request.
 */
export const publicApi = createCmsClient();

export { ApiError, GENERIC_ERROR_MESSAGE } from './api-error';

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

publicApi.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(normalizeApiError(error)),
);

// Signed in: every request of `api` carries the access token.
api.interceptors.request.use((config) => {
  const session = getSession();
  if (session && !config.headers.Authorization) config.headers.Authorization = `Bearer ${session.jwt}`;
  return config;
});

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: concurrent 401s wait for the same new access token. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session?.refreshToken) return null;
    try {
      const { data } = await axios.post(`${api.defaults.baseURL}/auth/refresh`, { refreshToken: session.refreshToken });
      setSession({ ...session, jwt: data.jwt, refreshToken: data.refreshToken ?? session.refreshToken });
      return data.jwt as string;
    } catch {
      clearSession();
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

api.interceptors.response.use(
  (response) => response,
  async (error: unknown) => {
    const config = (error as AxiosError).config as RetriableConfig | undefined;
    const expired = error instanceof AxiosError && error.response?.status === 401 && getSession() && config && !config._retried;
    if (expired && !config.url?.startsWith('/auth/')) {
      const jwt = await refreshAccessToken();
      if (jwt) {
        config._retried = true;
        config.headers.Authorization = `Bearer ${jwt}`;
        return api.request(config);
      }
    }
    return Promise.reject(normalizeApiError(error));
  },
);
