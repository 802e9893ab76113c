import AddchartIcon from '@mui/icons-material/Addchart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';

import {
  LIMITS,
  SERIES_FORMAT_LABELS,
  SERIES_FORMATS,
  resultsSeriesSchema,
  seriesFromForm,
  type CaseFormValues,
  type CaseInput,
  type SeriesFormValue,
} from '@alicerce/domain';
import { KeyValueEditor } from '@/admin/components/key-value-editor';
import { ResultsSeriesChart } from '@/shared/ui/charts/results-series-chart';

const MAX_POINTS = LIMITS.case.series.points;

/** A new chart: two empty periods to fill in. */
const emptySeries: SeriesFormValue = {
  title: '',
  metric: '',
  format: 'number',
  points: [
    { label: '', value: '' },
    { label: '', value: '' },
  ],
};

type Props = { control: Control<CaseFormValues, unknown, CaseInput> };

/**
 * The results chart as data: title, what it measures, how values are written, and the periods (label + value, in
 * order, up to 24) — with the chart the site will draw, live. Saving checks it with the same rules as the CMS.
 */
export function ResultsSeriesField({ control }: Props) {
  return (
    <Controller
      control={control}
      name="results_series"
      render={({ field, fieldState }) => <SeriesEditor value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
    />
  );
}

function SeriesEditor({
  value,
  onChange,
  error,
}: {
  value: SeriesFormValue | null;
  onChange: (value: SeriesFormValue | null) => void;
  error?: string;
}) {
  if (!value) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<AddchartIcon />} onClick={() => onChange(emptySeries)}>
          Adicionar gráfico de resultados
        </Button>
        <Typography variant="body2" color="text.secondary">
          O site desenha o gráfico a partir dos números, nas cores do tema, com uma tabela para leitores de tela.
        </Typography>
      </Stack>
    );
  }
  const set = (patch: Partial<SeriesFormValue>) => onChange({ ...value, ...patch });
  const preview = resultsSeriesSchema.safeParse(seriesFromForm(value));
  return (
    <Stack spacing={2} role="group" aria-label="Gráfico de resultados">
      <Typography variant="subtitle2" component="span">
        Gráfico de resultados
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label="Nome do gráfico"
            placeholder="Leads por mês"
            value={value.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label="Métrica"
            placeholder="Leads gerados"
            value={value.metric}
            onChange={(e) => set({ metric: e.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth select size="small" label="Formato dos valores" value={value.format} onChange={(e) => set({ format: e.target.value })}>
            {SERIES_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {SERIES_FORMAT_LABELS[format]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <KeyValueEditor
        label="Períodos do gráfico"
        keyLabel="Período"
        valueLabel="Valor"
        rows={value.points.map((point) => ({ key: point.label, value: point.value }))}
        onChange={(rows) => set({ points: rows.map((row) => ({ label: row.key, value: row.value })) })}
        reorderable
        uniqueKeys={false}
        valueInputMode="decimal"
        maxRows={MAX_POINTS}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="section" aria-label="Pré-visualização do gráfico">
        <Typography variant="subtitle2" component="span">
          Pré-visualização
        </Typography>
        {preview.success ? (
          <ResultsSeriesChart series={preview.data} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Preencha título, métrica e ao menos 2 períodos com valores para ver o gráfico como o site o mostra.
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Com o gráfico desenhado, a imagem de gráfico (em Mídia) deixa de aparecer no site.
      </Typography>
      <Button color="error" onClick={() => onChange(null)} sx={{ alignSelf: 'flex-start' }}>
        Remover gráfico
      </Button>
    </Stack>
  );
}
