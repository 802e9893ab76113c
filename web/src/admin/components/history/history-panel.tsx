import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { ListSkeleton } from '../list-skeleton';

import { revisionsQuery } from './get-revisions';
import { RestoreDialog } from './restore-dialog';
import type { HistoryConfig } from './revision';
import { RevisionCompare } from './revision-compare';
import { RevisionItem } from './revision-item';
import { labelsFor } from './revision-text';
import { useRestore } from './use-restore';

type Props = { open: boolean; onClose: () => void; config: HistoryConfig; documentId: string };

/**
 * 'Histórico de versões' of a document: its versions (newest first) with who, when and the fields changed, the
 * comparison of any two, and 'Restaurar esta versão'. A drawer on the right on a wide screen, full screen on a phone;
 * focus goes back to what opened it on close.
 */
export function HistoryPanel({ open, onClose, config, documentId }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const revisions = useQuery({ ...revisionsQuery(config.subject, documentId), enabled: open });
  const restore = useRestore(config, documentId, onClose);
  const list = revisions.data ?? [];
  const labels = labelsFor(config, ...list.slice(0, 1).map((revision) => (config.fields ? config.fields(revision.snapshot) : revision.snapshot)));

  const content = (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Histórico de versões
        </Typography>
        <IconButton onClick={onClose} aria-label="Fechar histórico">
          <CloseIcon />
        </IconButton>
      </Box>
      {restore.refusal && (
        <Alert severity={restore.refusal.severity} role="alert">
          {restore.refusal.message}
        </Alert>
      )}
      {revisions.isPending && <ListSkeleton label="Carregando histórico" rows={3} />}
      {revisions.error && <Alert severity="error" role="alert">{`Não foi possível carregar o histórico. ${revisions.error.message}`}</Alert>}
      {revisions.data && list.length === 0 && <Typography color="text.secondary">Nenhuma versão guardada deste registro.</Typography>}
      {list.length > 1 && <RevisionCompare key={list[0].id} revisions={list} config={config} />}
      {list.length > 0 && (
        <>
          <Divider />
          <Box component="section" aria-labelledby={`${titleId}-versions`}>
            <Typography id={`${titleId}-versions`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {`Versões (${list.length})`}
            </Typography>
            <Box component="ul" aria-label="Versões" sx={{ m: 0, p: 0 }}>
              {list.map((revision, index) => (
                <RevisionItem key={revision.id} revision={revision} labels={labels} current={index === 0} onRestore={() => restore.ask(revision)} />
              ))}
            </Box>
          </Box>
        </>
      )}
      <RestoreDialog
        key={restore.target?.id ?? 'none'}
        version={restore.target?.version ?? null}
        publication={Boolean(config.publication)}
        dirty={Boolean(config.dirty)}
        busy={restore.busy}
        onCancel={restore.cancel}
        onConfirm={restore.confirm}
      />
    </Box>
  );

  if (phone)
    return (
      <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
        {content}
      </Dialog>
    );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { sm: 480, md: 560 }, maxWidth: '100%' } } }}
    >
      {content}
    </Drawer>
  );
}
