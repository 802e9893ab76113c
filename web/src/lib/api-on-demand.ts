import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

import type * as Clients from './api-client';

type ClientModule = typeof Clients;

/**
 * A CMS API client (axios, see ./api-client), downloaded on the first request instead of with the page: public pages
 * are prerendered and only talk to the CMS after they are interactive, so axios has no place in their first-load
 * JavaScript. Same calls and errors (ApiError) as the eager clients.
 */
function onDemand(pick: (module: ClientModule) => AxiosInstance) {
  const client = () => import('./api-client').then(pick);
  return {
    get: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await client()).get<T>(url, config),
    post: async <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
      (await client()).post<T>(url, data, config),
  };
}

/** What the public pages read and send: never with the session's token (see `publicApi`), whoever is signed in. */
export const publicApiOnDemand = onDemand((module) => module.publicApi);

/** A request about the signed-in user from a public page (is this visitor an admin?): with the session's token. */
export const sessionApiOnDemand = onDemand((module) => module.api);
