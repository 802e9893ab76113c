import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';

import { ARTICLE_CATEGORIES } from '@alicerce/domain';
import { SearchField } from '@/admin/components/search-field';
import { useDebouncedSearch } from '@/admin/components/use-debounced-search';

import { ARTICLE_SITUATION_LABELS, type ArticleListQuery } from '../api/article-list-params';

type Props = { query: ArticleListQuery; onChange: (change: Partial<ArticleListQuery>) => void };

/** Search (title, slug, summary), category and situation filters of the articles list. */
export function ArticleListToolbar({ query, onChange }: Props) {
  const [search, setSearch] = useDebouncedSearch(
    query.busca,
    useCallback((busca: string) => onChange({ busca }), [onChange]),
  );
  const select = { select: true, size: 'small', sx: { minWidth: { xs: 0, sm: 170 }, flex: { xs: '1 1 140px', md: '0 0 auto' } } } as const;
  return (
    <Box role="search" aria-label="Buscar artigos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <SearchField value={search} onChange={setSearch} hint="Título, slug ou resumo" sx={{ flex: '1 1 240px' }} />
      <TextField
        {...select}
        label="Categoria"
        value={query.categoria}
        onChange={(event) => onChange({ categoria: event.target.value as ArticleListQuery['categoria'] })}
      >
        <MenuItem value="">Todas</MenuItem>
        {ARTICLE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Situação"
        value={query.situacao}
        onChange={(event) => onChange({ situacao: event.target.value as ArticleListQuery['situacao'] })}
      >
        <MenuItem value="">Todas</MenuItem>
        {Object.entries(ARTICLE_SITUATION_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
