import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatPhoneBr, whatsappNumberBr, type HomeFunnel } from '@alicerce/domain';
import { useToast } from '@/shared/lib/toast';

import { useMarkContacted } from '../api/mark-contacted';
import { formatWhen } from '../lib/change';

import { Empty } from './home-card';

/** Leads still 'Novo', the oldest first: each with its phone, a WhatsApp link and 'Marcar como contatado'. */
export function UncontactedLeads({ leads }: { leads: HomeFunnel['uncontacted']['items'] }) {
  const mark = useMarkContacted();
  const toast = useToast();
  if (leads.length === 0) return <Empty>Nenhum lead esperando contato.</Empty>;
  return (
    <List disablePadding>
      {leads.map((lead, index) => {
        const whatsapp = whatsappNumberBr(lead.phone);
        return (
          <ListItem key={lead.documentId} disableGutters divider={index < leads.length - 1} sx={{ display: 'block' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {lead.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              Recebido em {formatWhen(lead.createdAt)}
              {lead.phone ? ` · ${formatPhoneBr(lead.phone)}` : ''}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
              {whatsapp && (
                <Link
                  href={`https://wa.me/${whatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  aria-label={`WhatsApp de ${lead.name}`}
                >
                  WhatsApp
                </Link>
              )}
              <Button
                size="small"
                disabled={mark.isPending && mark.variables === lead.documentId}
                aria-label={`Marcar ${lead.name} como contatado`}
                onClick={() =>
                  mark.mutate(lead.documentId, {
                    onSuccess: () => toast.success(`${lead.name} marcado como contatado.`),
                    onError: (error) => toast.error('Erro ao atualizar status', error.message),
                  })
                }
              >
                Marcar como contatado
              </Button>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
