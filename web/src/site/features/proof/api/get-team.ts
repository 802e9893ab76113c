import { buildTimeGetAll } from '@/site/lib/cms-build-client';
import { getPublicList } from '@/site/lib/public-api';

import type { TeamMember } from '../types';

/** Build time: the published team, in the CMS's order; none when the CMS cannot be read (no section then). */
export async function loadTeam(): Promise<TeamMember[]> {
  return (await buildTimeGetAll<TeamMember>('/team-members')) ?? [];
}

/** The same, as the CMS holds it now (read by the browser once the page is idle). */
export const fetchTeam = () => getPublicList<TeamMember>('/team-members');
