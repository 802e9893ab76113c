import type { RequestHandler } from 'msw';

import { presenceAlone } from '@/shared/testing/mocks/presence';

/** Default CMS handlers shared by all tests; tests add their own with server.use(). Every editor heartbeats: alone by default. */
export const handlers: RequestHandler[] = [...presenceAlone];
