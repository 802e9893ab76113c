import type { AxiosRequestConfig, AxiosResponse } from 'axios';

/**
 * The CMS API client (axios, see ./api-client), downloaded on the first request instead of with the page:
 * public pages are prerendered and only talk to the CMS after they are interactive, so axios has no place in
 * their first-load JavaScript. Same calls and errors (ApiError) as the eager client the admin uses.
 */
const client = () => import('./api-client').then((module) => module.api);

export const apiOnDemand = {
  get: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await client()).get<T>(url, config),
  post: async <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await client()).post<T>(url, data, config),
};
