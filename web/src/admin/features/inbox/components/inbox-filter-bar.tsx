import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { InboxFilter } from '@alicerce/domain';
import { DateRangeField } from '@/admin/components/date-field';
import { SearchField } from '@/admin/components/search-field';

type Props = {
  title: string;
  /** How many rows match (the CMS's total); undefined while the first page loads. */
  count: number | undefined;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  /** The status select's label ('Status', 'Situação') and options. */
  statusLabel: string;
  statuses: Record<string, string>;
  onExport: () => void;
  exporting: boolean;
  canExport: boolean;
};

const narrow = { width: { xs: '100%', sm: 180 } };
/** Wide enough for the whole label ('Campanha (utm_campaign)') on a computer. */
const utmField = { width: { xs: '100%', sm: 270 } };

/** Title with the count, search (name, e-mail, phone, company), status, UTM source and campaign (last or first touch), dates, 'Exportar CSV'. */
export function InboxFilterBar({ title, count, filter, onFilter, statusLabel, statuses, onExport, exporting, canExport }: Props) {
  const set = (key: keyof InboxFilter) => (event: { target: { value: string } }) => onFilter({ ...filter, [key]: event.target.value });
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {title}
          {count !== undefined && ` (${count.toLocaleString('pt-BR')})`}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={!canExport} loading={exporting}>
          Exportar CSV
        </Button>
      </Box>
      <Box role="group" aria-label="Filtros" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchField
          value={filter.q ?? ''}
          onChange={(q) => onFilter({ ...filter, q })}
          hint="Por nome, e-mail, telefone ou empresa"
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        <TextField select size="small" label={statusLabel} value={filter.status ?? ''} onChange={set('status')} sx={narrow}>
          <MenuItem value="">Todos</MenuItem>
          {Object.entries(statuses).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Toque"
          value={filter.touch ?? 'last'}
          onChange={set('touch')}
          helperText="Da origem e da campanha"
          sx={narrow}
        >
          <MenuItem value="last">Último toque</MenuItem>
          <MenuItem value="first">Primeiro toque</MenuItem>
        </TextField>
        <TextField size="small" label="Origem (utm_source)" value={filter.source ?? ''} onChange={set('source')} sx={utmField} />
        <TextField size="small" label="Campanha (utm_campaign)" value={filter.campaign ?? ''} onChange={set('campaign')} sx={utmField} />
        <DateRangeField
          label="Recebido entre"
          labels={{ from: 'Recebido de', to: 'Recebido até' }}
          value={{ from: filter.from ?? '', to: filter.to ?? '' }}
          onChange={({ from, to }) => onFilter({ ...filter, from, to })}
        />
      </Box>
    </Box>
  );
}
