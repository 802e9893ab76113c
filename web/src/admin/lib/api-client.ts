import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';

import { env } from '@/shared/config/env';

import { ApiError, apiErrorOf, GENERIC_ERROR_MESSAGE } from '@/shared/lib/api-error';
import { readAllPages, type CmsPage } from '@/shared/lib/cms-pages';
import { cmsApiUrl, cmsQuery, type QueryParams } from '@/shared/lib/cms-url';
import { clearSession, getSession, setSession } from '@/shared/lib/session';

/**
 * The CMS REST API (Strapi) as the signed-in user: the dashboard's reads, every write of an admin, the sign-in
 * requests and a public page's edit mode. Axios for what fetch lacks here (upload progress, one refresh for
 * concurrent 401s); its addresses and query strings are written by cms-url.ts like every other client's. The public
 * pages never use it (public-api.ts): a visitor's first load carries no axios, and no request of theirs a token.
 */
export const api = axios.create({
  baseURL: cmsApiUrl(env.CMS_URL, ''),
  timeout: 10_000,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: (params) => cmsQuery(params) },
});

/** Every row of the list `path` with `params`, page after page (see ./cms-pages), as the signed-in user reads it. */
export const getList = <T>(path: string, params?: QueryParams): Promise<T[]> =>
  readAllPages(async (pageQuery) => (await api.get<CmsPage<T>>(path, { params: pageQuery })).data, params);

/** Turn any failure into an ApiError (api-error.ts): an admin reads the CMS's own `error.message` when there is one. */
export function normalizeApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) return new ApiError(GENERIC_ERROR_MESSAGE);
  if (error.response) return apiErrorOf({ status: error.response.status, body: error.response.data }, () => true);
  return apiErrorOf(error.code === AxiosError.ECONNABORTED ? 'timeout' : 'offline', () => true);
}

// Signed in: every request of `api` carries the access token.
api.interceptors.request.use((config) => {
  const session = getSession();
  if (session && !config.headers.Authorization) config.headers.Authorization = `Bearer ${session.jwt}`;
  return config;
});

let refreshing: Promise<string | null> | null = null;

const endedListeners = new Set<() => void>();

/**
 * Called when the CMS refused this browser's refresh token: the session was ended elsewhere ('Sessões', an admin in
 * Equipe, a password change) or ran out. The session is already forgotten; the dashboard shows the login
 * (admin/auth's guard listens). Answers the unsubscribe.
 */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** One refresh at a time: concurrent 401s wait for the same new access token. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session?.refreshToken) return null;
    try {
      const { data } = await axios.post(cmsApiUrl(env.CMS_URL, '/auth/refresh'), { refreshToken: session.refreshToken });
      setSession({ ...session, jwt: data.jwt, refreshToken: data.refreshToken ?? session.refreshToken });
      return data.jwt as string;
    } catch {
      clearSession();
      endedListeners.forEach((listener) => listener());
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
