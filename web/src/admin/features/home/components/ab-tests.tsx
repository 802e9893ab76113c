import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { AB_NOT_ENOUGH_DATA, conversionRate, hasEnoughData, type Arm, type HomeFunnel } from '@alicerce/domain';

import { Empty } from './home-card';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const VARIANT_NAMES: Record<string, string> = { a: 'Original', b: 'Variante B', c: 'Variante C' };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A variant's figures in one line: its views, its leads and its conversion (or 'sem dados suficientes' below the minimum). */
const armText = (arm: Arm) =>
  `${plural(arm.views, 'visita', 'visitas')} · ${plural(arm.conversions, 'lead', 'leads')} · ${
    hasEnoughData(arm) ? `conversão de ${percent.format(conversionRate(arm))}` : AB_NOT_ENOUGH_DATA
  }`;

/** Each running A/B test with its variants' figures, a line each (it reads at 375 px as at 1366). */
export function AbTests({ tests }: { tests: HomeFunnel['abTests'] }) {
  if (tests.length === 0) return <Empty>Nenhum teste A/B em andamento.</Empty>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {tests.map((test) => (
        <Box key={test.documentId}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {test.title}
          </Typography>
          <Box component="ul" aria-label={`Teste A/B de ${test.title}`} sx={{ m: 0, pl: 2.5 }}>
            {test.arms.map((arm) => (
              <Typography key={arm.variant} component="li" variant="body2" color="text.secondary">
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  {VARIANT_NAMES[arm.variant] ?? arm.variant}
                </Box>
                : {armText(arm)}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
