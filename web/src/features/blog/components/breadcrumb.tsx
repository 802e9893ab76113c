import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { paths } from '@/config/paths';

/** Início › Blog › article title. */
export function Breadcrumb({ title }: { title: string }) {
  return (
    <Breadcrumbs component="nav" aria-label="Trilha de navegação" separator="›" sx={{ mb: 3 }}>
      <Link href={paths.home} color="inherit" underline="hover">
        Início
      </Link>
      <Link href={paths.blog} color="inherit" underline="hover">
        Blog
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
