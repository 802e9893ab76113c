import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import { mondayOf, saoPauloNow, type HomeContent, type HomeFunnel } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { screenPath } from '@/admin/shell';

import { dashboardHomeQuery } from '../api/get-dashboard-home';
import { formatSlot, formatWhen } from '../lib/change';

import { AbTests } from './ab-tests';
import { DocumentList } from './document-list';
import { FunnelCounts } from './funnel-counts';
import { RecentDocuments } from './recent-documents';
import { Empty, HomeCard } from './home-card';
import { UncontactedLeads } from './uncontacted-leads';

const cell = { xs: 12, md: 6, lg: 4 } as const;
/** This week's Monday (Sao Paulo): the counts' week, and the day the 'desta semana' links filter from. */
const weekStart = () => mondayOf(saoPauloNow(new Date()).date);

function FunnelBlocks({ funnel }: { funnel: HomeFunnel }) {
  const waiting = funnel.uncontacted.total;
  return (
    <>
      {funnel.failing.count > 0 && (
        <Grid size={12}>
          <Alert severity="warning">
            {funnel.failing.count === 1 ? '1 envio falhando' : `${funnel.failing.count} envios falhando`}
            {funnel.failing.oldestAt ? ` desde ${formatWhen(funnel.failing.oldestAt)}` : ''}: leads ou agendamentos podem não ter chegado a quem
            precisa.{' '}
            <Link component={RouterLink} to={`${screenPath('envios')}?situacao=failed`} color="inherit" sx={{ fontWeight: 600 }}>
              Ver envios com falha
            </Link>
          </Alert>
        </Grid>
      )}
      <Grid size={cell}>
        <HomeCard title="Leads" link={{ to: `${screenPath('leads')}?de=${weekStart()}`, label: 'Ver leads desta semana' }}>
          <FunnelCounts {...funnel.leads} />
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard
          title="Consultorias agendadas"
          link={{ to: `${screenPath('agendamentos')}?de=${weekStart()}`, label: 'Ver agendamentos desta semana' }}
        >
          <FunnelCounts {...funnel.bookings} />
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard
          title="Próximas consultorias"
          link={{ to: `${screenPath('agendamentos')}?status=confirmed`, label: 'Ver agendamentos confirmados' }}
        >
          {funnel.nextBookings.length === 0 ? (
            <Empty>Nenhuma consultoria marcada.</Empty>
          ) : (
            <List disablePadding>
              {funnel.nextBookings.map((booking, index) => (
                <ListItem key={booking.documentId} disableGutters divider={index < funnel.nextBookings.length - 1} sx={{ display: 'block' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatSlot(booking.date, booking.time)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {booking.name} ·{' '}
                    <Link href={booking.meeting_url} target="_blank" rel="noopener noreferrer" aria-label={`Link da reunião com ${booking.name}`}>
                      link da reunião
                    </Link>
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard
          title={waiting ? `Aguardando contato (${waiting})` : 'Aguardando contato'}
          link={{ to: `${screenPath('leads')}?status=new`, label: 'Ver todos os leads novos' }}
        >
          <UncontactedLeads leads={funnel.uncontacted.items} />
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard title="Testes A/B em andamento" link={{ to: screenPath('resultados'), label: 'Ver resultados' }}>
          <AbTests tests={funnel.abTests} />
        </HomeCard>
      </Grid>
    </>
  );
}

function ContentBlocks({ content }: { content: HomeContent }) {
  return (
    <>
      <Grid size={cell}>
        <RecentDocuments />
      </Grid>
      <Grid size={cell}>
        <HomeCard title="Sendo editados agora">
          <DocumentList
            items={content.editing}
            empty="Ninguém está editando agora."
            detail={(item) => `${item.by}, desde ${formatWhen(item.since)}`}
          />
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard title={content.drafts.total ? `Rascunhos (${content.drafts.total})` : 'Rascunhos'}>
          <DocumentList items={content.drafts.items} empty="Nenhum rascunho." detail={(item) => `alterado em ${formatWhen(item.updatedAt)}`} />
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard title="Artigos agendados" link={{ to: `${screenPath('blog')}?situacao=agendado`, label: 'Ver artigos agendados' }}>
          <DocumentList items={content.scheduled} empty="Nenhum artigo agendado." detail={(item) => `publica em ${formatWhen(item.at)}`} />
        </HomeCard>
      </Grid>
      <Grid size={cell}>
        <HomeCard
          title="Landing pages encerrando"
          link={{ to: `${screenPath('landing-pages')}?encerrando=1`, label: 'Ver landing pages encerrando' }}
        >
          <DocumentList
            items={content.endingSoon}
            empty="Nenhuma landing page encerra nos próximos 7 dias."
            detail={(item) => `encerra em ${formatWhen(item.at)}`}
          />
        </HomeCard>
      </Grid>
    </>
  );
}

/**
 * 'Início' (issue 57): the first screen after sign-in. An admin sees the funnel first (leads and bookings with their
 * change, the next consultations, who waits for a call, failing deliveries, running A/B tests), then the content; an
 * editor only the content (the CMS answers no funnel to an editor).
 */
export function HomeScreen() {
  const home = useQuery(dashboardHomeQuery());
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Início
      </Typography>
      {home.isPending && <ListSkeleton label="Carregando o início" rows={4} />}
      {home.isError && <Alert severity="error">Não foi possível carregar o início: {home.error.message}</Alert>}
      {home.data && (
        <Grid container spacing={2}>
          {home.data.funnel && <FunnelBlocks funnel={home.data.funnel} />}
          <ContentBlocks content={home.data.content} />
        </Grid>
      )}
    </>
  );
}
