import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export type MenuColumn = { id: string; label: string };

type Props = {
  /** The table's name: the button reads 'Colunas: <name>' to a screen reader where a screen has several tables. */
  table: string;
  /** The columns that may be hidden, in the table's order (the first, naming the row, always shows). */
  columns: MenuColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/**
 * 'Colunas (n de m)': which columns of a dashboard table show. A table shows the columns that matter first and fits the
 * screen; the rest are one tick away here (and always in its CSV).
 */
export function ColumnMenu({ table, columns, hidden, onChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = columns.filter((column) => !hidden.includes(column.id)).length;
  const toggle = (id: string) => onChange(hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id]);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-label={`Colunas: ${table}`}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Colunas ({shown + 1} de {columns.length + 1})
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': `Colunas: ${table}`, dense: true } }}
      >
        {columns.map((column) => {
          const checked = !hidden.includes(column.id);
          return (
            <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={checked} onClick={() => toggle(column.id)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={checked}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                  sx={{ p: 0 }}
                />
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem disabled={hidden.length === 0} onClick={() => (onChange([]), setAnchor(null))}>
          Mostrar todas
        </MenuItem>
      </Menu>
    </>
  );
}
