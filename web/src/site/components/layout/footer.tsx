import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

import { Logo } from '@/shared/ui/brand/logo';
import { phoneHref } from '@/shared/config/company';
import { useCompany } from '@/shared/config/company-context';
import { paths } from '@/shared/config/paths';
import { articles } from '@/site/content/articles';

import { CookiePreferencesLink } from './cookie-preferences-link';

function Column({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading ?? title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

export function Footer() {
  const company = useCompany();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 6 }}>
      <Container sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1.5fr 1fr' } }}>
        {/* The heading says the name in text (a heading whose only content is a drawing reads as empty to the HTML
            checker and to some readers); the logo beside it is drawn for the eye. */}
        <Column
          title={company.name}
          heading={
            <>
              <Logo height={30} />
              <Box component="span" sx={visuallyHidden}>
                {company.name}
              </Box>
            </>
          }
        >
          <li>
            <Typography variant="body2" color="text.secondary">
              Marketing digital para construtoras, incorporadoras, imobiliárias e loteadoras.
            </Typography>
          </li>
          <li>
            <Typography variant="body2">
              <Link href={phoneHref(company)}>{company.phoneDisplay}</Link>
              {' · '}
              <Link href={`mailto:${company.email}`}>{company.email}</Link>
            </Typography>
          </li>
          <li>
            <Typography variant="body2" color="text.secondary">
              {company.city} · {company.hours}
            </Typography>
          </li>
        </Column>
        <Column title="Blog">
          {articles.map((article) => (
            <li key={article.slug}>
              <Link href={paths.article(article.slug)} variant="body2" color="inherit">
                {article.title}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Institucional">
          <li>
            <Link href={paths.privacy} variant="body2" color="inherit">
              Política de Privacidade
            </Link>
          </li>
          <li>
            <Link href={paths.terms} variant="body2" color="inherit">
              Termos de Uso
            </Link>
          </li>
          <li>
            <CookiePreferencesLink />
          </li>
        </Column>
      </Container>
      <Container sx={{ mt: 4 }}>
        <Typography variant="caption" color="text.secondary">
          © {year} {company.name}. Todos os direitos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
