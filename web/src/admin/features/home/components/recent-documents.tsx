import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import { recentDocumentsQuery } from '@/admin/components/recent-documents/recent-documents-api';

import { formatWhen } from '../lib/change';

import { Empty, HomeCard } from './home-card';

export const RECENT_TITLE = 'Abertos recentemente';

/** 'Abertos recentemente': the last five documents this person opened (in any browser), newest first, each a link back. */
export function RecentDocuments() {
  const recent = useQuery(recentDocumentsQuery());
  const items = recent.data ?? [];
  return (
    <HomeCard title={RECENT_TITLE}>
      {recent.isPending ? (
        <Empty>Carregando…</Empty>
      ) : recent.isError ? (
        <Empty>Não foi possível carregar a lista.</Empty>
      ) : items.length === 0 ? (
        <Empty>Os documentos que você abrir aparecem aqui.</Empty>
      ) : (
        <List disablePadding aria-label={RECENT_TITLE}>
          {items.map((item, index) => (
            <ListItem key={`${item.kind} ${item.documentId}`} disableGutters divider={index < items.length - 1} sx={{ display: 'block' }}>
              <Link component={RouterLink} to={item.path} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.title}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p">
                {item.label} · aberto em {formatWhen(item.openedAt)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
}
