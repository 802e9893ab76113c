import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

import { CONTENT_TYPE_LABELS, sectionLabel } from '@alicerce/domain';

import type { PageContentRow } from '../types';

type Props = { rows: PageContentRow[]; hrefOf: (sectionKey: string) => string };

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The page's sections, each a link to its editor. */
export function SectionList({ rows, hrefOf }: Props) {
  if (rows.length === 0) return <Typography color="text.secondary">Nenhuma seção cadastrada para esta página.</Typography>;
  return (
    <List aria-label="Seções da página" disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      {rows.map((row) => (
        // Each link in its own list item: a link straight inside the <ul> breaks the list for assistive technology.
        <ListItem key={row.section_key} disablePadding divider>
          <ListItemButton component={Link} to={hrefOf(row.section_key)}>
            <ListItemText
              primary={sectionLabel(row.section_key)}
              secondary={`${CONTENT_TYPE_LABELS[row.content_type]} · atualizado em ${dateTime.format(new Date(row.updatedAt))}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
