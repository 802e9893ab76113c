import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';

import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/home';

const copy = pages.home;

export const meta: Route.MetaFunction = () => pageMeta(copy.title, copy.description);

export default function HomeRoute() {
  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={Link} to={paths.booking} variant="contained" color="secondary" size="large">
          Agendar consultoria gratuita
        </Button>
        <Button component={Link} to={paths.services} variant="outlined" size="large">
          Conhecer os serviços
        </Button>
      </Stack>
    </PageIntro>
  );
}
