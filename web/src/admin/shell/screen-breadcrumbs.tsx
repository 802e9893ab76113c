import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

import { listUrl } from './list-urls';
import { screenById, screenPath, type ScreenId } from './screens';
import { useDocumentTitle } from './screen-title';

/** A step between the screen and the document: a page of 'Conteúdo das Páginas', a list of 'Prova social'… */
export type Crumb = {
  label: string;
  to?: string;
  /** Also done on the way (the landing page's crumb shows variant A again). */ onClick?: () => void;
};

type Props = {
  /** The screen the document belongs to (its name and URL come from the screens list). */
  screen: ScreenId;
  /** The steps between the screen and `current`, each with its URL. */
  trail?: readonly Crumb[];
  /** Where the person is: the document's name ('Vista do Ipanema'), or a part of it ('Variante B'). */
  current: string;
  /** Also done when the screen's crumb is followed (a lead's panel closes on the way back to Leads). */
  onBack?: () => void;
};

const ELLIPSIS = { maxWidth: { xs: '14rem', sm: '24rem' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * Where an editor sits ('Conteúdo › Landing pages › Vista do Ipanema › Variante B'): every step but the last is a link
 * back (a list keeps the filters its URL had), and the browser tab's title names the document and its screen. On a
 * phone the group (not a place of its own) is left out and a long trail collapses in the middle.
 */
export function ScreenBreadcrumbs({ screen, trail = [], current, onBack }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const home = screenById(screen)!;
  useDocumentTitle([current, ...trail.map((crumb) => crumb.label).reverse(), home.label]);
  const steps: Crumb[] = [{ label: home.label, to: screenPath(screen), onClick: onBack }, ...trail];
  return (
    <Breadcrumbs
      aria-label="Você está em"
      maxItems={phone ? 3 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={phone ? 1 : 2}
      expandText="Mostrar o caminho todo"
      sx={{ mb: 1, '& .MuiBreadcrumbs-ol': { flexWrap: { xs: 'nowrap', sm: 'wrap' } }, '& .MuiBreadcrumbs-li': { minWidth: 0 } }}
    >
      {!phone && home.group !== home.label && (
        <Typography variant="body2" color="text.secondary">
          {home.group}
        </Typography>
      )}
      {steps.map((step, index) =>
        step.to ? (
          <Link
            key={index}
            component={RouterLink}
            to={listUrl(step.to)}
            onClick={step.onClick}
            variant="body2"
            color="inherit"
            underline="hover"
            sx={{ ...ELLIPSIS, display: 'block' }}
          >
            {step.label}
          </Link>
        ) : (
          <Typography key={index} variant="body2" color="text.secondary" sx={ELLIPSIS}>
            {step.label}
          </Typography>
        ),
      )}
      <Typography variant="body2" color="text.primary" aria-current="page" sx={{ ...ELLIPSIS, fontWeight: 600 }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
