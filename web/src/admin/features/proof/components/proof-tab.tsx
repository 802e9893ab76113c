import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';

import { ClientsScreen, TeamScreen, TestimonialsScreen } from './proof-screens';

type ListProps = { hrefOf: (item: string) => string };

/** The three screens of 'Prova social', each at its own URL (…/prova-social/<id>, its editors under it). */
export const PROOF_SCREENS = {
  depoimentos: { label: 'Depoimentos', render: (props: ListProps) => <TestimonialsScreen {...props} /> },
  clientes: { label: 'Clientes', render: (props: ListProps) => <ClientsScreen {...props} /> },
  time: { label: 'Time', render: (props: ListProps) => <TeamScreen {...props} /> },
} as const;
export type ProofScreenId = keyof typeof PROOF_SCREENS;
export const isProofScreen = (id: string | null | undefined): id is ProofScreenId => id != null && id in PROOF_SCREENS;

type Props = {
  current: ProofScreenId;
  /** The URL of a screen, and of an item's editor under it ('novo': a new item's). */
  hrefOf: (id: ProofScreenId, item?: string) => string;
};

/** The dashboard's 'Prova social': testimonials, client logos and the agency's team, one screen at a time. */
export function ProofTab({ current, hrefOf }: Props) {
  return (
    <Box>
      <Box component="nav" aria-label="Prova social" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {Object.entries(PROOF_SCREENS).map(([id, screen]) => (
          <Button
            key={id}
            component={NavLink}
            to={hrefOf(id as ProofScreenId)}
            end
            size="small"
            variant={id === current ? 'contained' : 'outlined'}
            color="primary"
            aria-current={id === current ? 'page' : undefined}
          >
            {screen.label}
          </Button>
        ))}
      </Box>
      {PROOF_SCREENS[current].render({ hrefOf: (item) => hrefOf(current, item) })}
    </Box>
  );
}
