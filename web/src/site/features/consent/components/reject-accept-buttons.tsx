import Button from '@mui/material/Button';

import { consentAction } from '../lib/consent-selectors';

/**
 * 'Rejeitar todos' and 'Aceitar todos' side by side with the same prominence (ANPD cookie guide), in the banner and in
 * the preferences dialog; consent-island.ts answers their clicks.
 */
export function RejectAcceptButtons({ variant }: { variant: 'contained' | 'outlined' }) {
  return (
    <>
      <Button variant={variant} {...consentAction('reject')}>
        Rejeitar todos
      </Button>
      <Button variant={variant} {...consentAction('accept')}>
        Aceitar todos
      </Button>
    </>
  );
}
