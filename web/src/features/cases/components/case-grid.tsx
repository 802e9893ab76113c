import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { Case } from '../types';

import { CaseCard } from './case-card';

type Props = { cases: Case[]; loading: boolean; onOpen: (slug: string) => void; /** Shown instead of the empty state (load error). */ fallback?: ReactNode };

function Message({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center', py: 8, px: 2 }}>
      {children}
    </Box>
  );
}

/** The list of cases: 1 column on small screens, 2 on medium, 3 on large. */
export function CaseGrid({ cases, loading, onOpen, fallback }: Props) {
  if (loading) {
    return (
      <Message>
        <CircularProgress size={32} aria-hidden />
        <Typography color="text.secondary">Carregando cases...</Typography>
      </Message>
    );
  }
  if (fallback) return <Message>{fallback}</Message>;
  if (cases.length === 0) {
    return (
      <Message>
        <Typography color="text.secondary">Nenhum case encontrado com os filtros selecionados.</Typography>
      </Message>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Cases"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {cases.map((item, index) => (
        <Box component="li" key={item.documentId} sx={{ minWidth: 0 }}>
          <CaseCard item={item} onOpen={onOpen} eager={index === 0} />
        </Box>
      ))}
    </Box>
  );
}
