import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { metricList, strategyLines } from '../lib/metrics';
import type { Case } from '../types';

import { CaseMetrics } from './case-metrics';

export function StorySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type Props = {
  item: Pick<Case, 'challenge' | 'strategy' | 'results' | 'learning'>;
  /** Shown under the metrics (the chart image). */
  resultsExtra?: ReactNode;
};

/** The dialog's text: 'Desafio Inicial', 'Estratégia Aplicada' (one bullet per line), 'Resultados', optional 'Aprendizado'. */
export function CaseStory({ item, resultsExtra }: Props) {
  const strategy = strategyLines(item.strategy);
  const learning = item.learning?.trim();
  return (
    <>
      <StorySection title="Desafio Inicial">
        <Typography sx={{ whiteSpace: 'pre-line' }}>{item.challenge}</Typography>
      </StorySection>
      {strategy.length > 0 && (
        <StorySection title="Estratégia Aplicada">
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
            {strategy.map((line, index) => (
              <Typography component="li" key={index}>
                {line}
              </Typography>
            ))}
          </Box>
        </StorySection>
      )}
      <StorySection title="Resultados">
        <CaseMetrics metrics={metricList(item.results)} />
        {resultsExtra}
      </StorySection>
      {learning && (
        <StorySection title="Aprendizado">
          <Box
            component="blockquote"
            sx={{ m: 0, py: 1.5, px: 2.5, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'action.hover', borderRadius: 1 }}
          >
            <Typography sx={{ fontStyle: 'italic' }}>“{learning}”</Typography>
          </Box>
        </StorySection>
      )}
    </>
  );
}
