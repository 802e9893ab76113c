import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

type Props = { codes: string[]; onDone: () => void };

const asText = (codes: string[]) =>
  ['Alicerce Digital — códigos de recuperação da verificação em duas etapas', 'Cada código vale uma vez.', '', ...codes, ''].join('\n');

/** The 10 recovery codes, shown once after the enrolment, with copy and download. */
export function RecoveryCodes({ codes, onDone }: Props) {
  const [copied, setCopied] = useState(false);
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'codigos-de-recuperacao.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Guarde estes códigos de recuperação em um lugar seguro: eles não serão mostrados de novo. Cada um permite entrar uma vez sem o aplicativo
        autenticador.
      </Alert>
      <Box
        component="ol"
        aria-label="Códigos de recuperação"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, m: 0, pl: 4, '& li': { py: 0.5 } }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={async () => {
            await navigator.clipboard?.writeText(asText(codes)).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? 'Códigos copiados' : 'Copiar códigos'}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Baixar (.txt)
        </Button>
        <Button variant="contained" onClick={onDone}>
          Já guardei os códigos
        </Button>
      </Stack>
    </Stack>
  );
}
