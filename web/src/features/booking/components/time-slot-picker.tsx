import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

import type { SlotState } from '../lib/slot-states';

type Props = {
  slots: SlotState[];
  value: string | null;
  onChange: (time: string) => void;
  /** True while the taken slots are loading: nothing can be picked yet. */
  loading: boolean;
};

const REASON = { taken: 'indisponível', past: 'horário encerrado' } as const;

/** The 13 slots of the chosen day (Sao Paulo time); taken and past ones are disabled. */
export function TimeSlotPicker({ slots, value, onChange, loading }: Props) {
  return (
    <>
      <Typography id="booking-slots-label" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Horários disponíveis (horário de Brasília)
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_event, time: string | null) => time && onChange(time)}
        aria-labelledby="booking-slots-label"
        color="primary"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 }}
      >
        {slots.map((slot) => (
          <ToggleButton
            key={slot.time}
            value={slot.time}
            disabled={loading || slot.disabled}
            title={slot.reason ? `${slot.time} (${REASON[slot.reason]})` : undefined}
            sx={{ borderRadius: 1, '&&': { border: 1, borderColor: 'divider', m: 0 } }}
          >
            {slot.time}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
