import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';

import { LIMITS } from '@alicerce/domain';

import { at, type BlockFormProps } from './block-field';
import { TitledFields } from './titled-fields';

/** A testimonial or client to pick (the proof screens' rows), by name. */
export type ProofChoice = { documentId: string; label: string; is_published: boolean };
/** How the rows of each kind are read (the proof screens' own reading, composed in by the route). */
export type ProofChoices = Record<'testimonials' | 'clients', () => Promise<ProofChoice[]>>;

const KINDS = {
  testimonials: { field: 'testimonials', label: 'Depoimentos', empty: 'Nenhum escolhido: a página mostra os depoimentos em destaque (três).' },
  clients: { field: 'clients', label: 'Clientes', empty: 'Nenhum escolhido: a página mostra todos os clientes publicados.' },
} as const;

type Props = BlockFormProps & { kind: keyof ProofChoices; choices?: ProofChoices };

/** Depoimentos / Logos de clientes: a title and the rows of 'Prova social' to show, in order (drafts are marked: the page leaves them out). */
export function ProofBlockForm({ kind, choices, ...props }: Props) {
  const { field: fieldName, label, empty } = KINDS[kind];
  const options = useQuery({
    queryKey: ['landing-pages', 'proof-choices', kind],
    queryFn: () => choices?.[kind]() ?? [],
    enabled: Boolean(choices),
    staleTime: 60_000,
  });
  const byId = new Map((options.data ?? []).map((option) => [option.documentId, option]));
  return (
    <Stack spacing={2}>
      <TitledFields {...props} />
      <Controller
        control={props.control}
        name={at('blocks', props.index, fieldName)}
        render={({ field, fieldState }) => {
          const ids = (field.value as string[] | undefined) ?? [];
          return (
            <Autocomplete
              multiple
              options={(options.data ?? []).map((option) => option.documentId)}
              value={ids}
              loading={options.isPending}
              loadingText="Carregando..."
              noOptionsText="Nada cadastrado em Prova social"
              getOptionLabel={(id) => {
                const option = byId.get(id);
                return option ? `${option.label}${option.is_published ? '' : ' (rascunho)'}` : id;
              }}
              getOptionDisabled={() => ids.length >= LIMITS.landing.proof}
              onChange={(_, next) => field.onChange(next)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={label}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? `${ids.length === 0 ? empty : `Na ordem escolhida, até ${LIMITS.landing.proof}.`}`}
                />
              )}
            />
          );
        }}
      />
    </Stack>
  );
}
