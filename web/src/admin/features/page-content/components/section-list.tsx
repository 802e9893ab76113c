import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { CONTENT_TYPE_LABELS, sectionLabel } from '@alicerce/domain';

import type { PageContentRow } from '../types';

type Props = { rows: PageContentRow[]; selected: string | null; onSelect: (row: PageContentRow) => void };

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The page's sections; clicking one opens it in the form. */
export function SectionList({ rows, selected, onSelect }: Props) {
  if (rows.length === 0) return <Typography color="text.secondary">Nenhuma seção cadastrada para esta página.</Typography>;
  return (
    <List aria-label="Seções da página" dense disablePadding>
      {rows.map((row) => (
        <ListItemButton key={row.section_key} selected={row.section_key === selected} onClick={() => onSelect(row)}>
          <ListItemText
            primary={sectionLabel(row.section_key)}
            secondary={`${CONTENT_TYPE_LABELS[row.content_type]} · atualizado em ${dateTime.format(new Date(row.updatedAt))}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
