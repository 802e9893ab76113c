import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { DateRangeField, rangeOrderError } from '@/admin/components/date-field';
import { useToast } from '@/shared/lib/toast';

import { downloadOfflineConversions, type ConversionsFile } from '../api/download-offline-conversions';

const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

/**
 * 'Conversões offline' (#15): the qualified/won leads and bookings of a range as files for Google Ads' offline
 * conversion import (CSV, those with a gclid) and Meta's Conversions API (JSON, hashed e-mail and phone); the admin
 * uploads them, the product calls neither platform. The range is of when the leads came in (last 30 days at first).
 */
export function OfflineConversionsExport() {
  const toast = useToast();
  const [range, setRange] = useState(() => ({ from: daysAgo(30), to: daysAgo(0) }));
  const { from, to } = range;
  const ready = Boolean(from && to) && !rangeOrderError(from, to);
  const download = useMutation({
    mutationFn: (file: ConversionsFile) => downloadOfflineConversions(file, from, to),
    onError: (error) => toast.error('Erro ao baixar conversões', error.message),
  });

  return (
    <Box component="section" aria-labelledby="conversoes-offline" sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="conversoes-offline" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Conversões offline
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Leads e agendamentos qualificados ou ganhos no período, para importar no Google Ads e na Meta.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateRangeField label="Período das conversões" labels={{ from: 'De', to: 'Até' }} value={range} onChange={setRange} max={daysAgo(0)} />
        <Button variant="outlined" size="small" disabled={download.isPending || !ready} onClick={() => download.mutate('google-ads')}>
          Google Ads (CSV)
        </Button>
        <Button variant="outlined" size="small" disabled={download.isPending || !ready} onClick={() => download.mutate('meta')}>
          Meta (JSON)
        </Button>
      </Box>
    </Box>
  );
}
