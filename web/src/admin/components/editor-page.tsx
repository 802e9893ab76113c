import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { RECENT_DOCUMENT_KINDS, type RecentDocumentKind } from '@alicerce/domain';
import { announceDiscard } from '@/admin/lib/local-drafts';

import { DiscardChangesDialog } from './discard-changes-dialog';
import { HistoryButton } from './history/history-button';
import type { HistoryConfig } from './history/revision';
import { ListSkeleton } from './list-skeleton';
import type { PresenceTarget } from './presence/presence-api';
import { PresenceBanner } from './presence/presence-banner';
import { useRecordOpened } from './recent-documents/recent-documents-api';
import { useEditingPresence } from './presence/use-editing-presence';
import { SectionJumpList } from './section-jump-list';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The stored state of a record that has one (a case, an article, a proof item): 'Rascunho', 'Publicado', … */
export type EditorStatus = { label: string; color: 'default' | 'success' | 'info' | 'warning' };

/** The state of a record published or not (a case, a proof item). */
export const publicationStatus = (published: boolean): EditorStatus =>
  published ? { label: 'Publicado', color: 'success' } : { label: 'Rascunho', color: 'default' };

type Props = {
  title: string;
  /** Where the editor sits (the shell's ScreenBreadcrumbs: 'Conteúdo › Cases › Residencial Mirante'), above the title. */
  breadcrumbs?: ReactNode;
  /** The stored state (none for a new record or a type without one). */
  status?: EditorStatus;
  /** The form differs from what was opened: every way out asks 'Descartar alterações?' first. */
  dirty: boolean;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Where 'Cancelar' leads (the list the editor was opened from). */
  backTo: string;
  /** The titles of the form's sections (FormSection), in order: the jump list. */
  sections: readonly string[];
  /** The record as the site will show it, drawn from the form as it is now. */
  preview?: ReactNode;
  /** Controls of the preview itself (a landing page's hero variant), above it and, unlike it, usable. */
  previewControls?: ReactNode;
  /** Buttons of the record's own between Cancelar and Salvar (a landing page's Publicar). */
  actions?: ReactNode;
  /** The record's 'Histórico' (its versions, compare, restore); hidden for a new record. `dirty` comes from the page. */
  history?: Omit<HistoryConfig, 'dirty'>;
  /**
   * "Who is editing" for a stored document: its mark, the others' banner, read-only, take-over (components/presence).
   * Unsaved edits of an editor taken over stay in this browser through its local draft (edit-conflict/use-local-draft).
   */
  presence?: PresenceTarget;
  children: ReactNode;
};

type Style = { [key: string]: unknown };

const isRecentKind = (subject: string): subject is RecentDocumentKind => (RECENT_DOCUMENT_KINDS as readonly string[]).includes(subject);

/** A fieldset that only disables (no border, no spacing, no box of its own). */
const FIELDSET = { border: 0, m: 0, p: 0, minWidth: 0, display: 'contents' } as const;

/** MUI's toolbar heights (56 px, 48 px on a landscape phone, 64 px from sm up) as `top`: sticks just under the AppBar. */
const underAppBar = (style: Style): Style =>
  Object.fromEntries(
    Object.entries(style).map(([key, value]) =>
      key === 'minHeight' ? ['top', value] : [key, typeof value === 'object' && value ? underAppBar(value as Style) : value],
    ),
  );

/**
 * The dashboard's full-page edit view: a header that stays in view under the AppBar (title, state, 'Alterações não
 * salvas', Cancelar and Salvar), the form's sections with a jump list on a wide screen, and the live preview beside
 * the form on a wide screen (below it on a phone). Leaving a changed form — Cancelar, the navigation, Back, reloading
 * or closing the tab — asks first.
 */
export function EditorPage({
  title,
  breadcrumbs,
  status,
  dirty,
  saving,
  onSubmit,
  backTo,
  sections,
  preview,
  previewControls,
  actions,
  history,
  presence,
  children,
}: Props) {
  const titleId = useId();
  const previewId = useId();
  const editing = useEditingPresence({ ...presence, enabled: Boolean(presence) });
  // A stored document opened here goes to the top of the person's 'Abertos recentemente'.
  useRecordOpened(presence && isRecentKind(presence.subject) ? { kind: presence.subject, documentId: presence.documentId } : null);
  const readOnly = editing.readOnly;
  const { blocker } = useUnsavedChanges(dirty && !saving);
  const waiting = blocker.state === 'blocked';

  return (
    <Box
      component="form"
      onSubmit={readOnly ? (event: FormEvent<HTMLFormElement>) => event.preventDefault() : onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <Box
        data-testid="editor-header"
        sx={[
          (theme) => ({ position: 'sticky', zIndex: theme.zIndex.appBar - 1, ...underAppBar(theme.mixins.toolbar as Style) }),
          {
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1.5,
            mx: { xs: -2, sm: -3, lg: -4 },
            mt: { xs: -3, md: -4 },
            px: { xs: 2, sm: 3, lg: 4 },
            py: 1.5,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          },
        ]}
      >
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          {breadcrumbs}
          <Typography
            id={titleId}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5, minHeight: 24 }}>
            {status && <Chip size="small" label={status.label} color={status.color} variant="outlined" />}
            {dirty && <Chip size="small" label="Alterações não salvas" color="warning" />}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ml: 'auto' }}>
          <Button component={RouterLink} to={backTo} disabled={saving}>
            Cancelar
          </Button>
          {history && <HistoryButton config={{ ...history, dirty }} disabled={saving || readOnly} />}
          <Box component="fieldset" disabled={readOnly} sx={FIELDSET}>
            {actions}
          </Box>
          <Button type="submit" variant="contained" disabled={saving || readOnly}>
            {saving ? 'Salvando...' : 'Salvar'}
          </Button>
        </Box>
      </Box>
      <PresenceBanner presence={editing} backTo={backTo} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, lg: 4 },
          mt: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '10rem minmax(0, 1fr)',
            lg: preview ? '10rem minmax(0, 1.2fr) minmax(0, 1fr)' : '10rem minmax(0, 1fr)',
          },
        }}
      >
        <SectionJumpList sections={sections} />
        {/* Read-only while someone else edits: every control inside is disabled at once. */}
        <Box component="fieldset" disabled={readOnly} sx={{ ...FIELDSET, display: 'block' }}>
          {children}
        </Box>
        {preview && (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby={previewId}
            // Scrolls on its own on a wide screen: reachable from the keyboard.
            tabIndex={0}
            sx={{
              p: 2,
              minWidth: 0,
              gridColumn: { md: '2 / 3', lg: '3 / 4' },
              position: { lg: 'sticky' },
              top: { lg: 160 },
              maxHeight: { lg: 'calc(100vh - 184px)' },
              overflowY: { lg: 'auto' },
            }}
          >
            <Typography id={previewId} variant="overline" component="h3" sx={{ display: 'block', mb: 1 }}>
              Pré-visualização
            </Typography>
            {previewControls}
            {/* As the site draws it; inert: its links, buttons and headings belong to the site, not to the panel. */}
            <Box inert>{preview}</Box>
          </Paper>
        )}
      </Box>
      <DiscardChangesDialog
        open={waiting}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => {
          // Chosen, not lost: the edits kept in this browser go too (a crash or a closed tab keeps them).
          announceDiscard();
          blocker.proceed?.();
        }}
      />
    </Box>
  );
}

type LoadProps = {
  loading: boolean;
  /** The CMS could not be asked (no connection, a server error): its pt-BR message. */
  error?: Error | null;
  found: boolean;
  /** 'Carregando case' */
  loadingLabel: string;
  /** 'Case não encontrado' */
  notFound: string;
  backTo: string;
  /** The list's name: 'Voltar para Cases'. */
  backLabel: string;
  children: () => ReactNode;
};

/**
 * An editor opened by its URL: a skeleton while the record loads, a clear message and the way back when the URL names
 * no record (a deleted one, a mistyped link), else the editor.
 */
export function EditorRecord({ loading, error, found, loadingLabel, notFound, backTo, backLabel, children }: LoadProps) {
  if (loading) return <ListSkeleton label={loadingLabel} rows={4} />;
  if (error || !found)
    return (
      <Alert severity={error ? 'error' : 'warning'} role="alert" sx={{ maxWidth: 640 }}>
        <AlertTitle>{error ? 'Não foi possível carregar' : notFound}</AlertTitle>
        {error
          ? `${error.message} Recarregue a página para tentar de novo.`
          : 'O endereço não corresponde a nenhum registro: ele pode ter sido excluído, ou o link está incompleto.'}
        <Button component={RouterLink} to={backTo} color="primary" sx={{ display: 'flex', mt: 1.5, ml: -1, width: 'fit-content' }}>
          Voltar para {backLabel}
        </Button>
      </Alert>
    );
  return <>{children()}</>;
}
