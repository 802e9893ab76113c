import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type DashboardTab = { id: string; label: string; render: () => ReactNode };

/** The dashboard's tabs; the open one is kept in `?aba=` so a reload (or a link) lands on it. */
export function DashboardTabs({ tabs }: { tabs: DashboardTab[] }) {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('aba')) ?? tabs[0];

  return (
    <>
      <Tabs
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
        {current.render()}
      </Box>
    </>
  );
}
