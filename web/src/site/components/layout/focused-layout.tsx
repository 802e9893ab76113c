import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { formatWhatsappBr } from '@alicerce/domain';
import type { ReactNode } from 'react';

import { useCompany } from '@/shared/config/company-context';
import { paths } from '@/shared/config/paths';
import { ShownWholeEnd, shownWhole } from '@/site/components/ui/shown-whole';
import { whatsappUrl } from '@/site/lib/whatsapp';

import { CookiePreferencesLink } from './cookie-preferences-link';
import type { LaunchFrame } from './launch-frame';
import { mobileBarSpace, phoneActionBarSx } from './mobile-action-bar';
import { ThemeToggle } from './theme-toggle';

/** Height of the launch's logo in the header, in px. */
const LOGO_HEIGHT = 40;

function OwnerLogo({ frame }: { frame: LaunchFrame }) {
  const { logo, ownerName } = frame;
  if (!logo) {
    return (
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        {ownerName}
      </Typography>
    );
  }
  const width = logo.width && logo.height ? Math.round((LOGO_HEIGHT * logo.width) / logo.height) : undefined;
  // On a light plate in both themes: a client's logo is drawn for a light ground.
  return (
    <Box component="span" sx={{ display: 'inline-flex', bgcolor: '#fff', borderRadius: 1, px: 1, py: 0.5 }}>
      <img src={logo.url} alt={ownerName} height={LOGO_HEIGHT} width={width} style={{ display: 'block', height: LOGO_HEIGHT, width: 'auto' }} />
    </Box>
  );
}

/** The launch's WhatsApp link attributes (new tab, its own message prefilled), or null when it has none. */
const whatsappLink = (frame: LaunchFrame) =>
  frame.whatsapp
    ? ({
        href: whatsappUrl(frame.whatsapp, frame.whatsappMessage || `Olá! Vim pela página de ${frame.ownerName} e gostaria de mais informações.`),
        target: '_blank',
        rel: 'noopener noreferrer',
      } as const)
    : null;

/** The phone's bar of a launch page: its WhatsApp and its call to action, nothing of the agency's. */
function LaunchActionBar({ frame }: { frame: LaunchFrame }) {
  const whatsapp = whatsappLink(frame);
  const count = Number(Boolean(whatsapp)) + Number(Boolean(frame.cta));
  if (count === 0) return null;
  return (
    <Box component="nav" aria-label="Contato rápido" {...shownWhole} sx={phoneActionBarSx(count)}>
      {whatsapp && (
        <Button {...whatsapp} aria-label="WhatsApp (abre em nova aba)" variant="contained" color="success" startIcon={<WhatsAppIcon />}>
          WhatsApp
        </Button>
      )}
      {frame.cta && (
        <Button href={frame.cta.href} variant="contained" color="secondary">
          {frame.cta.label}
        </Button>
      )}
      <ShownWholeEnd />
    </Box>
  );
}

type Props = { frame: LaunchFrame; children: ReactNode };

/**
 * A launch's landing page as page builders draw a campaign page (issue 54): the launch's logo, its WhatsApp and its
 * call to action, no site navigation nor the agency's 'Agendar' or WhatsApp; a minimal footer with the privacy policy,
 * the cookie preferences and both controllers of the data the page collects named.
 */
export function FocusedLayout({ frame, children }: Props) {
  const company = useCompany();
  const whatsapp = whatsappLink(frame);
  const year = new Date().getFullYear();
  const bar = Boolean(whatsapp || frame.cta);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: bar ? mobileBarSpace : 0 }}>
      <AppBar position="sticky" sx={frame.accent ? { borderTop: `4px solid ${frame.accent}` } : undefined}>
        <Container>
          <Toolbar disableGutters sx={{ gap: 1 }} {...shownWhole}>
            <Box component="a" href={frame.pagePath} sx={{ mr: 'auto', py: 1, borderRadius: 1, display: 'block' }}>
              <OwnerLogo frame={frame} />
            </Box>
            <ThemeToggle />
            {whatsapp && (
              <Button
                {...whatsapp}
                aria-label={`WhatsApp ${formatWhatsappBr(frame.whatsapp!)} (abre em nova aba)`}
                variant="outlined"
                color="inherit"
                startIcon={<WhatsAppIcon />}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {formatWhatsappBr(frame.whatsapp!)}
              </Button>
            )}
            {frame.cta && (
              <Button href={frame.cta.href} variant="contained" color="secondary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                {frame.cta.label}
              </Button>
            )}
            <ShownWholeEnd />
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="conteudo" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
        <Container sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Controladores dos dados enviados nesta página: {frame.ownerName} e {company.name}, conforme a Política de Privacidade.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            <li>
              <Link href={paths.privacy} variant="body2" color="inherit">
                Política de Privacidade
              </Link>
            </li>
            <li>
              <CookiePreferencesLink />
            </li>
          </Box>
          <Typography variant="caption" color="text.secondary">
            © {year} {frame.ownerName}. Página produzida por {company.name}.
          </Typography>
        </Container>
      </Box>
      {bar && <LaunchActionBar frame={frame} />}
    </Box>
  );
}
