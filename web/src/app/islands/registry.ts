import * as accordion from '@/components/ui/accordion-island';
import * as notFound from '@/components/errors/not-found-island';
import * as mobileMenu from '@/components/layout/mobile-menu-island';
import * as themeToggle from '@/components/layout/theme-toggle-island';
import * as consent from '@/features/consent/components/consent-island';
import type { ConsentCategories } from '@/features/consent';
import type { IslandRegistry } from '@/lib/islands/runtime';

/** The snippets' code is only downloaded once the consent is known (a choice, or none: the 'necessary' ones). */
const runSnippets = (granted: ConsentCategories) =>
  void import('@/features/site-scripts').then(({ runGrantedSnippets }) => runGrantedSnippets(granted));

/**
 * Every island of the public pages by name (the `name` of <Island>/<ReactIsland> in the page's markup). Islands
 * a visitor may use within the first second are bundled with the runtime (a few kB); the others are loaded when
 * they run.
 */
export const islands: IslandRegistry = {
  'mobile-menu': mobileMenu,
  'theme-toggle': themeToggle,
  consent: { mount: (element, props) => consent.mount(element, props, { onGranted: runSnippets }) },
  accordion,
  'not-found': notFound,
  'rotating-word': { load: () => import('@/features/marketing/components/rotating-word-island') },
  'lead-form': { load: () => import('@/features/leads/components/lead-form-island') },
};
