import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import { DateRangeField } from '@/admin/components/date-field';

import { presetOf, RANGE_PRESETS, saoPauloToday } from '../lib/presets';

type Range = { from: string; to: string };
type Props = { range: Range; error: string | null; onChange: (range: Range) => void };

/** The period: presets (7/30/90 dias, Este mês) and the two dates ('De', 'Até'), São Paulo days. */
export function ResultsRange({ range, error, onChange }: Props) {
  const today = saoPauloToday();
  return (
    <Box role="group" aria-label="Período" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Períodos prontos"
        value={presetOf(range, today)}
        onChange={(_, id: string | null) => {
          const preset = RANGE_PRESETS.find((candidate) => candidate.id === id);
          if (preset) onChange(preset.range(today));
        }}
      >
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton key={preset.id} value={preset.id}>
            {preset.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The tab says the period's fault in an alert under it. */}
      <DateRangeField label="Datas do período" labels={{ from: 'De', to: 'Até' }} value={range} onChange={onChange} max={today} error={error} quiet />
    </Box>
  );
}
