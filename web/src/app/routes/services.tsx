import Button from '@mui/material/Button';
import { Link } from 'react-router';

import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/services';

const copy = pages.services;

export const meta: Route.MetaFunction = () => pageMeta(copy.title, copy.description);

export default function ServicesRoute() {
  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      <Button component={Link} to={paths.booking} variant="contained" color="secondary" sx={{ mt: 4 }}>
        Agendar consultoria gratuita
      </Button>
    </PageIntro>
  );
}
