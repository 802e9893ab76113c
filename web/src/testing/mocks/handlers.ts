import type { RequestHandler } from 'msw';

/** Default CMS handlers shared by all tests; tests add their own with server.use(). */
export const handlers: RequestHandler[] = [];
