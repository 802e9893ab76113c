import { buildTimeGetAll } from '@/site/lib/cms-build-client';
import { getPublicList } from '@/site/lib/public-api';

import type { ClientLogo } from '../types';

/** Build time: every published client, in the CMS's order; none when the CMS cannot be read (no strip then). */
export async function loadClients(): Promise<ClientLogo[]> {
  return (await buildTimeGetAll<ClientLogo>('/clients')) ?? [];
}

/** The same, as the CMS holds them now (read by the browser once the page is idle). */
export const fetchClients = () => getPublicList<ClientLogo>('/clients');
