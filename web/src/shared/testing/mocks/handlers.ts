import type { RequestHandler } from 'msw';

import { presenceAlone } from '@/shared/testing/mocks/presence';
import { recentDocumentsEmpty } from '@/shared/testing/mocks/recent-documents';

/** Default CMS handlers shared by all tests; tests add their own with server.use(). Every editor heartbeats: alone by default; every
 * editor records its document in 'Abertos recentemente', and the list is empty by default. */
export const handlers: RequestHandler[] = [...presenceAlone, ...recentDocumentsEmpty];
