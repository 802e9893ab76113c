import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { paths } from '@/shared/config/paths';

type Crumb = { label: string; href: string };

/** Início › <section> › the page's own title (an article, a case). */
export function Breadcrumb({ section, title }: { section: Crumb; title: string }) {
  return (
    <Breadcrumbs component="nav" aria-label="Trilha de navegação" separator="›" sx={{ mb: 3 }}>
      <Link href={paths.home} color="inherit" underline="hover">
        Início
      </Link>
      <Link href={section.href} color="inherit" underline="hover">
        {section.label}
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
