import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/booking';

const copy = pages.booking;

export const meta: Route.MetaFunction = () => pageMeta(copy.title, copy.description);

export default function BookingRoute() {
  return (
    <PageIntro
      heading={copy.heading}
      intro={copy.intro}
      eyebrow={
        <Button component={Link} to={paths.home} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
          Voltar
        </Button>
      }
    />
  );
}
