import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { adSpendInputSchema, parseInput } from '@alicerce/domain';
import { MonthField } from '@/admin/components/date-field';
import { normalizeApiError } from '@/admin/lib/api-client';
import { useToast } from '@/shared/lib/toast';

import { adSpendsQuery, deleteAdSpend, saveAdSpend } from '../api/ad-spends';
import { formatMoney } from '../lib/format';

type Props = { range: { from: string; to: string }; campaigns: string[] };

/** 'Investimento em anúncios': the admin types a campaign's spend of a month; the report derives CPL, CPA and ROAS from it. */
export function AdSpendEditor({ range, campaigns }: Props) {
  const toast = useToast();
  const client = useQueryClient();
  const spends = useQuery(adSpendsQuery(range));
  const [form, setForm] = useState({ campaign: '', month: range.to.slice(0, 7), amount: '' });
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['results'] });
  const save = useMutation({
    mutationFn: saveAdSpend,
    onSuccess: async () => {
      toast.success('Investimento salvo!');
      setForm({ ...form, amount: '' });
      await refresh();
    },
    onError: (failure) => toast.error('Erro ao salvar o investimento', normalizeApiError(failure).message),
  });
  const remove = useMutation({
    mutationFn: deleteAdSpend,
    onSuccess: async () => {
      toast.success('Investimento excluído!');
      await refresh();
    },
    onError: (failure) => toast.error('Erro ao excluir o investimento', normalizeApiError(failure).message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.amount.trim() === '' ? undefined : Number(form.amount.replace(/\./g, '').replace(',', '.'));
    const parsed = parseInput(adSpendInputSchema, { ...form, amount });
    setError(parsed.success ? null : parsed.message);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Investimento em anúncios
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Investimento em anúncios"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label="Campanha"
          value={form.campaign}
          onChange={(event) => setForm({ ...form, campaign: event.target.value })}
          slotProps={{ htmlInput: { list: 'campanhas-do-periodo', maxLength: 100 } }}
          sx={{ flex: '1 1 200px' }}
        />
        <datalist id="campanhas-do-periodo">
          {campaigns.map((campaign) => (
            <option key={campaign} value={campaign} />
          ))}
        </datalist>
        <MonthField label="Mês" value={form.month} onChange={(month) => setForm({ ...form, month })} sx={{ flex: '1 1 150px' }} />
        <TextField
          size="small"
          label="Valor (R$)"
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
          sx={{ flex: '1 1 120px' }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          Salvar investimento
        </Button>
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {spends.data && spends.data.length > 0 && (
        <Box
          component="ul"
          aria-label="Investimentos dos meses do período"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}
        >
          {spends.data.map((spend) => (
            <Box component="li" key={spend.documentId} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {spend.month.slice(5)}/{spend.month.slice(0, 4)} · {spend.campaign} · {formatMoney(spend.amount)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Excluir investimento de ${spend.campaign} em ${spend.month.slice(5)}/${spend.month.slice(0, 4)}`}
                onClick={() => remove.mutate(spend.documentId)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
