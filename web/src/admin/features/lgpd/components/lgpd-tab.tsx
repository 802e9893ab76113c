import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

import { parseInput, personalDataQuerySchema, type PersonalDataQuery } from '@alicerce/domain';
import { downloadFile } from '@/admin/lib/download-file';
import { useToast } from '@/shared/lib/toast';

import { useAnonymisePersonalData, useExportPersonalData, useSearchPersonalData } from '../api/personal-data';

import { AnonymiseDialog } from './anonymise-dialog';
import { bookingWhen, leadWhen, PersonalRecords } from './personal-records';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * 'LGPD': a data subject's request (Art. 18). Find every lead and booking by e-mail or phone, download them as
 * JSON (portability) and anonymise them after a confirmation. What was searched stays in this tab only.
 */
export function LgpdTab() {
  const toast = useToast();
  const [fields, setFields] = useState({ email: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [searched, setSearched] = useState<PersonalDataQuery | null>(null);
  const [confirming, setConfirming] = useState(false);
  const search = useSearchPersonalData();
  const exporter = useExportPersonalData();
  const anonymise = useAnonymisePersonalData();
  const found = searched ? search.data : undefined;
  const total = found ? found.leads.length + found.bookings.length : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInput(personalDataQuerySchema, fields);
    if (!parsed.success) return setError(parsed.message);
    setError(null);
    setSearched(parsed.data);
    search.mutate(parsed.data, { onError: (failure) => toast.error('Erro ao buscar dados', failure.message) });
  };

  const download = () =>
    exporter.mutate(searched!, {
      onSuccess: (data) => {
        downloadFile(`dados-pessoais-lgpd-${today()}.json`, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
        toast.success('Dados exportados!', 'O arquivo JSON foi baixado.');
      },
      onError: (failure) => toast.error('Erro ao exportar dados', failure.message),
    });

  const confirmAnonymise = () =>
    anonymise.mutate(searched!, {
      onSuccess: (counts) => {
        setConfirming(false);
        toast.success(
          'Dados anonimizados!',
          `Leads: ${counts.leads}, agendamentos: ${counts.bookings}${counts.history ? `, versões no histórico de conteúdo: ${counts.history}` : ''}`,
        );
        search.mutate(searched!);
      },
      onError: (failure) => toast.error('Erro ao anonimizar dados', failure.message),
    });

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Solicitações LGPD
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Encontre todos os leads e agendamentos de uma pessoa pelo e-mail ou telefone para exportá-los ou anonimizá-los.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Buscar dados pessoais"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
      >
        <TextField
          size="small"
          type="email"
          label="E-mail"
          autoComplete="off"
          value={fields.email}
          onChange={(event) => setFields({ ...fields, email: event.target.value })}
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          size="small"
          type="tel"
          label="Telefone"
          autoComplete="off"
          value={fields.phone}
          onChange={(event) => setFields({ ...fields, phone: event.target.value })}
          sx={{ flex: '1 1 180px' }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={search.isPending}>
          Buscar
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {found && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={total === 0 || exporter.isPending} onClick={download}>
              Baixar JSON
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteSweepIcon />} disabled={total === 0} onClick={() => setConfirming(true)}>
              Anonimizar
            </Button>
          </Box>
          <PersonalRecords title="Leads" records={found.leads} when={leadWhen} />
          <PersonalRecords title="Agendamentos" records={found.bookings} when={bookingWhen} />
        </Box>
      )}
      <AnonymiseDialog
        open={confirming}
        leads={found?.leads.length ?? 0}
        bookings={found?.bookings.length ?? 0}
        busy={anonymise.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmAnonymise}
      />
    </Box>
  );
}
