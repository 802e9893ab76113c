import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VideocamIcon from '@mui/icons-material/Videocam';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { heroTitleSx } from '@/site/components/ui/hero-frame';
import type { PageHandle } from '@/site/components/layout/page-handle';
import { useWhatsappLink } from '@/site/components/layout/use-whatsapp-link';
import { paths } from '@/shared/config/paths';
import { pages } from '@/site/content/pages';
import { BookingFlow } from '@/site/features/booking';
import { ogImages, pageMeta } from '@/shared/lib/seo';

import type { Route } from './+types/booking';

const copy = pages.booking;

/**
 * No action bar on a phone: its 'Agendar' is this page, and a bar fixed at the bottom would cover the calendar, the
 * slots or 'Continuar'. WhatsApp is offered in the page instead.
 */
export const handle: PageHandle = { actionBar: false };

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.booking });

/**
 * Prerendered page; the booking flow's island draws the calendar and reads the taken slots in the browser. On a wide
 * screen the introduction sits beside the flow, so the calendar (the page's job) is on the first screen.
 */
export default function BookingRoute() {
  const whatsapp = useWhatsappLink();
  return (
    <Container sx={{ py: { xs: 4, lg: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, lg: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
          gridTemplateAreas: { xs: '"intro" "flow" "help"', lg: '"intro flow" "help flow"' },
          gridTemplateRows: { lg: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'intro' }}>
          <Button href={paths.home} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
            Voltar
          </Button>
          <Typography variant="h1" sx={[heroTitleSx, { mb: 2, maxWidth: '20ch', typography: { lg: 'h2' } }]}>
            {copy.heading}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '60ch', fontWeight: 400, typography: { lg: 'body1' } }}>
            {copy.intro}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            <Chip icon={<ScheduleIcon />} label="45 minutos" variant="outlined" />
            <Chip icon={<VideocamIcon />} label="Online, por videochamada" variant="outlined" />
          </Box>
        </Box>
        <Box component="section" aria-label="Agendamento" sx={{ gridArea: 'flow', minWidth: 0 }}>
          <BookingFlow />
        </Box>
        <Box sx={{ gridArea: 'help' }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Prefere tirar uma dúvida antes de agendar?
          </Typography>
          <Button
            {...whatsapp}
            aria-label="Conversar pelo WhatsApp (abre em nova aba)"
            variant="outlined"
            color="success"
            startIcon={<WhatsAppIcon />}
          >
            Conversar pelo WhatsApp
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
