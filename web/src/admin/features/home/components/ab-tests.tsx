import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { AB_NOT_ENOUGH_DATA, conversionRate, hasEnoughData, type HomeFunnel } from '@alicerce/domain';

import { Empty } from './home-card';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const VARIANT_NAMES: Record<string, string> = { a: 'Original', b: 'Variante B', c: 'Variante C' };

/** Each running A/B test: its variants' views, leads and conversion (or 'sem dados suficientes' below the minimum). */
export function AbTests({ tests }: { tests: HomeFunnel['abTests'] }) {
  if (tests.length === 0) return <Empty>Nenhum teste A/B em andamento.</Empty>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {tests.map((test) => (
        <Box key={test.documentId}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {test.title}
          </Typography>
          <Table size="small" aria-label={`Teste A/B de ${test.title}`}>
            <TableHead>
              <TableRow>
                <TableCell>Versão</TableCell>
                <TableCell align="right">Visitas</TableCell>
                <TableCell align="right">Leads</TableCell>
                <TableCell align="right">Conversão</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {test.arms.map((arm) => (
                <TableRow key={arm.variant}>
                  <TableCell>{VARIANT_NAMES[arm.variant] ?? arm.variant}</TableCell>
                  <TableCell align="right">{arm.views}</TableCell>
                  <TableCell align="right">{arm.conversions}</TableCell>
                  <TableCell align="right">{hasEnoughData(arm) ? percent.format(conversionRate(arm)) : AB_NOT_ENOUGH_DATA}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
}
