import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { useSelectedTabInView } from './use-selected-tab-in-view';

/** Who is signed in, as the dashboard needs it: the id and the role type (from GET /api/users/me). */
export type DashboardViewer = { id: number; role?: { type: string } };
/** A tab and the role types that see it (the CMS refuses the others' requests anyway: this only hides them). */
export type DashboardTab = { id: string; label: string; roles: readonly string[]; render: (viewer: DashboardViewer) => ReactNode };

/**
 * The dashboard's tabs that the viewer's role may see; the open one is kept in `?aba=` so a reload (or a link) lands on it
 * (a tab of another role falls back to the first).
 */
export function DashboardTabs({ tabs: allTabs, viewer }: { tabs: DashboardTab[]; viewer: DashboardViewer }) {
  const [params, setParams] = useSearchParams();
  const bar = useRef<HTMLDivElement>(null);
  const role = viewer.role?.type;
  const tabs = allTabs.filter((tab) => role !== undefined && tab.roles.includes(role));
  const current: DashboardTab | undefined = tabs.find((tab) => tab.id === params.get('aba')) ?? tabs[0];
  useSelectedTabInView(bar, current?.id ?? '');
  if (!current) return null;

  return (
    <>
      <Tabs
        ref={bar}
        value={current.id}
        onChange={(_, id: string) => setParams({ aba: id }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Seções do painel"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={tab.label} id={`tab-${tab.id}`} aria-controls={`painel-${tab.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
        {current.render(viewer)}
      </Box>
    </>
  );
}
