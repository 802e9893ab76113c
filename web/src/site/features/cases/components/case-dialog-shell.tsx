import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { ModalDialog } from '@/site/components/ui/modal-dialog';
import { dataAttr } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';
import { CASE_DIALOG_ID } from '../lib/lightbox-id';

/** What the dialog shows while the case's page is read: its shape, so nothing jumps when the text arrives. */
export function CaseDialogLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" width={180} height={24} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Box>
  );
}

/**
 * The case dialog of /cases, closed in the HTML: cases-island.ts opens it on 'Ver Detalhes' and fills it with the
 * case's own page (`CASE_PAGE.body`). The title and 'Fechar' stay on top while the details scroll; full screen on
 * a phone.
 */
export function CaseDialogShell() {
  return (
    <ModalDialog
      id={CASE_DIALOG_ID}
      labelledBy="case-dialog-title"
      maxWidth={900}
      sx={{
        width: { xs: '100vw', sm: 'calc(100% - 32px)' },
        height: { xs: '100dvh', sm: 'auto' },
        maxHeight: { xs: '100dvh', sm: 'calc(100dvh - 64px)' },
        m: { xs: 0, sm: 'auto' },
        borderRadius: { xs: 0, sm: 1 },
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 3,
          py: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="case-dialog-title" variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          Detalhes do case
        </Typography>
        <IconButton aria-label="Fechar" {...dataAttr(CASES.dialogClose)} sx={{ mt: -0.5, mr: -1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box {...dataAttr(CASES.dialogBody)} sx={{ px: 3, py: 2.5 }}>
        <CaseDialogLoading />
      </Box>
    </ModalDialog>
  );
}
