import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';

import {
  hasActiveFilter,
  NO_FILTERS,
  parsePlatform,
  parsePropertyType,
  platformOptions,
  propertyTypeOptions,
  type CaseFilters as Filters,
} from '../lib/filters';

type Props = { value: Filters; onChange: (next: Filters) => void };

/** Platform and property-type filters; 'Limpar Filtros' only while one of them is active. */
export function CaseFilters({ value, onChange }: Props) {
  return (
    <Box
      role="search"
      aria-label="Filtrar cases"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 4 }}
    >
      <TextField
        select
        label="Plataforma"
        size="small"
        value={value.platform}
        onChange={(event) => onChange({ ...value, platform: parsePlatform(event.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        {platformOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Tipo de imóvel"
        size="small"
        value={value.propertyType}
        onChange={(event) => onChange({ ...value, propertyType: parsePropertyType(event.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        {propertyTypeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      {hasActiveFilter(value) && (
        <Button variant="text" startIcon={<FilterAltOffIcon />} onClick={() => onChange(NO_FILTERS)}>
          Limpar Filtros
        </Button>
      )}
    </Box>
  );
}
