import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { ConsentCategory } from '@alicerce/domain';

import { closeConsentPreferences, saveConsent, type ConsentCategories } from '../lib/consent-store';

const CATEGORIES: Array<{ key: ConsentCategory; label: string; description: string }> = [
  { key: 'necessary', label: 'Necessários', description: 'Essenciais para o site funcionar (tema, sessão, sua escolha de cookies). Sempre ativos.' },
  { key: 'analytics', label: 'Analíticos', description: 'Medem visitas e uso das páginas para melhorarmos o site.' },
  { key: 'marketing', label: 'Marketing', description: 'Permitem anúncios e remarketing (ex.: Google Ads, Meta Pixel).' },
];

type Props = { open: boolean; granted: ConsentCategories };

/** Second layer: one switch per category; only 'Necessários' is on and cannot be turned off. */
export function ConsentDialog({ open, granted }: Props) {
  return (
    <Dialog open={open} onClose={closeConsentPreferences} aria-labelledby="consent-dialog-title" fullWidth maxWidth="sm">
      {/* Remounted on every opening, so the switches start from the stored choice. */}
      {open && <ConsentForm granted={granted} />}
    </Dialog>
  );
}

function ConsentForm({ granted }: { granted: ConsentCategories }) {
  const [choice, setChoice] = useState(granted);

  return (
    <>
      <DialogTitle id="consent-dialog-title">Preferências de cookies</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {CATEGORIES.map(({ key, label, description }) => (
            <div key={key}>
              <FormControlLabel
                label={label}
                control={
                  <Switch
                    checked={key === 'necessary' || choice[key]}
                    disabled={key === 'necessary'}
                    onChange={(event) => setChoice((current) => ({ ...current, [key]: event.target.checked }))}
                  />
                }
              />
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeConsentPreferences}>Cancelar</Button>
        <Button variant="contained" onClick={() => saveConsent({ analytics: choice.analytics, marketing: choice.marketing })}>
          Salvar preferências
        </Button>
      </DialogActions>
    </>
  );
}
