import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

import type { ConsentCategory } from '@alicerce/domain';
import { ModalDialog } from '@/site/components/ui/modal-dialog';
import { dataAttr } from '@/site/lib/islands/selectors';

import { CONSENT_DIALOG_ID } from '../lib/consent-dialog-id';
import { consentAction, CONSENT } from '../lib/consent-selectors';

import { RejectAcceptButtons } from './reject-accept-buttons';

const CATEGORIES: Array<{ key: ConsentCategory; label: string; description: string }> = [
  { key: 'necessary', label: 'Necessários', description: 'Essenciais para o site funcionar (tema, sessão, sua escolha de cookies). Sempre ativos.' },
  { key: 'analytics', label: 'Analíticos', description: 'Medem visitas e uso das páginas para melhorarmos o site.' },
  { key: 'marketing', label: 'Marketing', description: 'Permitem anúncios e remarketing (ex.: Google Ads, Meta Pixel).' },
];

/** On a phone each pair of buttons shares a row, each button half of it. */
const BUTTON_ROW = { '& > .MuiButton-root': { flex: { xs: 1, sm: 'none' } } };

/**
 * Second layer: one switch per category; only 'Necessários' is on and cannot be turned off. 'Rejeitar todos' and
 * 'Aceitar todos' decide at once; 'Salvar preferências' stores the switches. Prerendered closed; consent-island.ts
 * sets the switches from the stored choice each time it opens it.
 */
export function ConsentDialog() {
  return (
    <ModalDialog id={CONSENT_DIALOG_ID} labelledBy="consent-dialog-title">
      <form {...dataAttr(CONSENT.form)}>
        <DialogTitle id="consent-dialog-title">Preferências de cookies</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {CATEGORIES.map(({ key, label, description }) => (
              <div key={key}>
                <FormControlLabel label={label} control={<Switch name={key} defaultChecked={key === 'necessary'} disabled={key === 'necessary'} />} />
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
              </div>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions
          disableSpacing
          sx={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } } }}
        >
          {/* Withdrawing is as easy as consenting: both in one click, with the same prominence. */}
          <Stack direction="row" spacing={1} sx={BUTTON_ROW}>
            <RejectAcceptButtons variant="outlined" />
          </Stack>
          <Stack direction="row" spacing={1} sx={BUTTON_ROW}>
            <Button {...consentAction('cancel')}>Cancelar</Button>
            {/* The form's submit: it stores the switches (consent-island.ts answers the form's submit). */}
            <Button type="submit" variant="contained">
              Salvar preferências
            </Button>
          </Stack>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
