import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { BULK_OVER_CAP } from '@alicerce/domain';

/**
 * One of the bar's buttons: 'Publicar', 'Excluir' (`danger`), 'Reenviar'… With `options` it opens a menu of them
 * ('Mudar status' › 'Contatado'), and its action's key is `<key>:<option's key>`.
 */
export type BulkBarAction = { key: string; label: string; danger?: boolean; options?: ReadonlyArray<{ key: string; label: string }> };

/** A bar button that opens a menu of choices. */
function MenuAction({ action, disabled, onAction }: { action: BulkBarAction; disabled: boolean; onAction: (key: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `bulk-${action.key}-menu`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="primary"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {action.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {action.options?.map((option) => (
          <MenuItem
            key={option.key}
            onClick={() => {
              setAnchor(null);
              onAction(`${action.key}:${option.key}`);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type Props = {
  /** This page's checkbox: none, some or all of its rows selected. */
  page: 'none' | 'some' | 'all';
  count: number;
  /** Every row matching the filter, and whether they are all selected. */
  total: number;
  allMatching: boolean;
  /** Rows on this page (the offer to select all matching shows when there are more). */
  pageRows: number;
  actions: readonly BulkBarAction[];
  busy: boolean;
  overCap: boolean;
  onPage: (select: boolean) => void;
  onAllMatching: () => void;
  onClear: () => void;
  onAction: (key: string) => void;
};

/** Above a list: this page's checkbox, then — with rows selected — their count, 'Selecionar todos os N do filtro', the actions and 'Limpar seleção'. */
export function BulkBar({ page, count, total, allMatching, pageRows, actions, busy, overCap, onPage, onAllMatching, onClear, onAction }: Props) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label="Ações em lote"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, mb: 1.5 }}
    >
      <FormControlLabel
        label="Selecionar esta página"
        control={<Checkbox checked={page === 'all'} indeterminate={page === 'some'} onChange={(_, checked) => onPage(checked)} />}
      />
      <Typography variant="body2" role="status" sx={{ mr: 'auto' }}>
        {count > 0 ? `${count} ${count === 1 ? 'selecionado' : 'selecionados'}` : ''}
      </Typography>
      {count > 0 && page === 'all' && !allMatching && total > pageRows && (
        <Button size="small" onClick={onAllMatching}>
          Selecionar todos os {total} do filtro
        </Button>
      )}
      {count > 0 && overCap && (
        <Typography variant="body2" color="error">
          {BULK_OVER_CAP}
        </Typography>
      )}
      {count > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) =>
            action.options ? (
              <MenuAction key={action.key} action={action} disabled={busy || overCap} onAction={onAction} />
            ) : (
              <Button
                key={action.key}
                size="small"
                variant="outlined"
                color={action.danger ? 'error' : 'primary'}
                disabled={busy || overCap}
                onClick={() => onAction(action.key)}
              >
                {action.label}
              </Button>
            ),
          )}
          <Button size="small" onClick={onClear} disabled={busy}>
            Limpar seleção
          </Button>
        </Box>
      )}
    </Paper>
  );
}
