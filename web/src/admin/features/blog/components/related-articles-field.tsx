import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';

import type { ArticleFormValues, ArticleInput } from '@alicerce/domain';

import { relatedOptionsQuery } from '../api/get-editor-articles';
import type { ArticleOption } from '../types';

type Props = { control: Control<ArticleFormValues, unknown, ArticleInput>; self?: string; stored: ArticleOption[] };

/** 'Artigos relacionados': published articles (other than this one), shown at the side of the public page. */
export function RelatedArticlesField({ control, self, stored }: Props) {
  const options = useQuery(relatedOptionsQuery());
  const all = [...stored, ...(options.data ?? [])].filter(
    (item, index, list) => item.documentId !== self && list.findIndex((o) => o.documentId === item.documentId) === index,
  );
  const byId = new Map(all.map((item) => [item.documentId, item]));
  return (
    <Controller
      control={control}
      name="related"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={all}
          loading={options.isPending}
          loadingText="Carregando artigos…"
          noOptionsText="Nenhum artigo publicado"
          getOptionLabel={(option) => option.title}
          isOptionEqualToValue={(option, value) => option.documentId === value.documentId}
          value={(field.value ?? []).map((id) => byId.get(id) ?? { documentId: id, title: id })}
          onChange={(_, value) => field.onChange(value.map((item) => item.documentId))}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Artigos relacionados"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Até 6, entre os artigos publicados'}
            />
          )}
        />
      )}
    />
  );
}
