import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';

import { ClientsScreen, TeamScreen, TestimonialsScreen } from './proof-screens';

/** The three screens of 'Prova social', by the `?prova=` they are kept in (a reload or a link lands on the same one). */
const SCREENS = {
  depoimentos: { label: 'Depoimentos', render: () => <TestimonialsScreen /> },
  clientes: { label: 'Clientes', render: () => <ClientsScreen /> },
  time: { label: 'Time', render: () => <TeamScreen /> },
} as const;
type ScreenId = keyof typeof SCREENS;
const isScreen = (id: string | null): id is ScreenId => id !== null && id in SCREENS;

/**
 * The dashboard's 'Prova social' tab: testimonials, client logos and the agency's team, one screen at a time. Each screen
 * stands alone (the coming dashboard shell lists them under Conteúdo → Prova social, each at its own URL).
 */
export function ProofTab() {
  const [params, setParams] = useSearchParams();
  const current: ScreenId = isScreen(params.get('prova')) ? (params.get('prova') as ScreenId) : 'depoimentos';
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={current}
        aria-label="Prova social"
        onChange={(_, id: ScreenId | null) => id && setParams((p) => ({ ...Object.fromEntries(p), prova: id }), { replace: true })}
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {Object.entries(SCREENS).map(([id, screen]) => (
          <ToggleButton key={id} value={id}>
            {screen.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {SCREENS[current].render()}
    </Box>
  );
}
