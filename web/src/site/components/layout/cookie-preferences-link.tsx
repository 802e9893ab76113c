import Link from '@mui/material/Link';

import { ISLAND_FOR } from '@/site/lib/islands/island-attributes';
import { dataAttr } from '@/site/lib/islands/selectors';

import { FOOTER_ACTIONS } from './footer-selectors';

/**
 * 'Preferências de cookies' in a footer (the site's, a launch page's): a button drawn as a link that the consent island
 * opens the preferences on; a tap before the island is bound is held for it (early-input.ts).
 */
export function CookiePreferencesLink() {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      color="inherit"
      {...dataAttr(FOOTER_ACTIONS.openCookiePreferences)}
      {...dataAttr(ISLAND_FOR, 'consent')}
      sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
    >
      Preferências de cookies
    </Link>
  );
}
