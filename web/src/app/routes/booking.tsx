import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VideocamIcon from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';

import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { pages } from '@/content/pages';
import { BookingFlow } from '@/features/booking';
import { ogImages, pageMeta } from '@/lib/seo';

import type { Route } from './+types/booking';

const copy = pages.booking;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { image: ogImages.booking });

/** Prerendered page; the booking flow's island draws the calendar and reads the taken slots in the browser. */
export default function BookingRoute() {
  return (
    <>
      <PageIntro
        heading={copy.heading}
        intro={copy.intro}
        eyebrow={
          <Button href={paths.home} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
            Voltar
          </Button>
        }
      >
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
          <Chip icon={<ScheduleIcon />} label="45 minutos" variant="outlined" />
          <Chip icon={<VideocamIcon />} label="Online, por videochamada" variant="outlined" />
        </Box>
      </PageIntro>
      <Container component="section" aria-label="Agendamento" sx={{ pb: { xs: 6, md: 10 } }}>
        <BookingFlow />
      </Container>
    </>
  );
}
