import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';

import { PLATFORMS } from '@alicerce/domain';
import { SearchField } from '@/admin/components/search-field';
import { useDebouncedSearch } from '@/admin/components/use-debounced-search';

import { CASE_LIST_SORTS, type CaseListQuery } from '../api/case-list-params';

type Props = { query: CaseListQuery; onChange: (change: Partial<CaseListQuery>) => void };

const published = { todos: 'Todos', publicados: 'Publicados', rascunhos: 'Rascunhos' } as const;

/** Search (title, client, segment), platform and published filters, and the order of the cases list. */
export function CaseListToolbar({ query, onChange }: Props) {
  const [search, setSearch] = useDebouncedSearch(
    query.search,
    useCallback((text: string) => onChange({ search: text }), [onChange]),
  );

  const select = { select: true, size: 'small', sx: { minWidth: { xs: 0, sm: 170 }, flex: { xs: '1 1 140px', md: '0 0 auto' } } } as const;
  return (
    <Box role="search" aria-label="Buscar cases" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <SearchField value={search} onChange={setSearch} hint="Título, cliente ou segmento" sx={{ flex: '1 1 240px' }} />
      {/* An empty value is 'Todas': shown in the box, with the label above it as on the other filters. */}
      <TextField
        {...select}
        label="Plataforma"
        value={query.platform}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ platform: event.target.value as CaseListQuery['platform'] })}
      >
        <MenuItem value="">Todas</MenuItem>
        {PLATFORMS.map((platform) => (
          <MenuItem key={platform} value={platform}>
            {platform}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Situação"
        value={query.published}
        onChange={(event) => onChange({ published: event.target.value as CaseListQuery['published'] })}
      >
        {Object.entries(published).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Ordenar por"
        value={query.sort}
        onChange={(event) => onChange({ sort: event.target.value as CaseListQuery['sort'] })}
      >
        {Object.entries(CASE_LIST_SORTS).map(([value, { label }]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
