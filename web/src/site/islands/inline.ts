// The islands of every page's first screen — the menu button and the theme toggle, a few hundred bytes — bound by
// the page's own inline script (bundled into it at build: scripts/inline-islands.ts), before the load event: a tap
// on them is answered at once, never held until the islands' code arrives. The registry keeps them too, for markup
// rendered in the browser (the client-rendered app), where this script is not on the page.
import { mount as mobileMenu } from '@/site/components/layout/mobile-menu-island';
import { mount as themeToggle } from '@/site/components/layout/theme-toggle-island';
import { bindInlineIslands } from '@/site/lib/islands/inline-binding';

bindInlineIslands({ 'mobile-menu': mobileMenu, 'theme-toggle': themeToggle });
