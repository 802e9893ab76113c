import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

import { dataAttr } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';
import { PARAM, platformOptions, propertyTypeOptions } from '../lib/filters';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
const selectSx = { minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

/**
 * Platform and property-type filters (native selects, usable before any script) and 'Limpar Filtros', shown by the
 * island only while a filter is active.
 */
export function CaseFilters() {
  return (
    <Box role="search" aria-label="Filtrar cases" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 4 }}>
      <TextField
        select
        id="filtro-plataforma"
        name={PARAM.platform}
        label="Plataforma"
        size="small"
        defaultValue="all"
        slotProps={selectProps}
        sx={selectSx}
      >
        {platformOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id="filtro-tipo"
        name={PARAM.propertyType}
        label="Tipo de imóvel"
        size="small"
        defaultValue="all"
        slotProps={selectProps}
        sx={selectSx}
      >
        {propertyTypeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <Button variant="text" startIcon={<FilterAltOffIcon />} {...dataAttr(CASES.clearFilters)} hidden>
        Limpar Filtros
      </Button>
    </Box>
  );
}
