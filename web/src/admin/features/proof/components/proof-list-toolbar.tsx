import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';

import { SearchField } from '@/admin/components/search-field';
import { useDebouncedSearch } from '@/admin/components/use-debounced-search';

import type { ProofListPublished, ProofListQuery } from '../api/proof-list-params';

const PUBLISHED: Record<ProofListPublished, string> = { todos: 'Todos', publicados: 'Publicados', rascunhos: 'Rascunhos' };

type Props = { label: string; hint: string; query: ProofListQuery; onChange: (change: Partial<ProofListQuery>) => void };

/** A proof list's search (what `hint` says) and its 'Situação' filter. */
export function ProofListToolbar({ label, hint, query, onChange }: Props) {
  const [search, setSearch] = useDebouncedSearch(
    query.search,
    useCallback((text: string) => onChange({ search: text }), [onChange]),
  );
  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <SearchField value={search} onChange={setSearch} hint={hint} sx={{ flex: '1 1 240px' }} />
      <TextField
        select
        size="small"
        label="Situação"
        value={query.published}
        onChange={(event) => onChange({ published: event.target.value as ProofListPublished })}
        sx={{ minWidth: { xs: 0, sm: 170 }, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      >
        {Object.entries(PUBLISHED).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
