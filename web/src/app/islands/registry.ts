import * as accordion from '@/components/ui/accordion-island';
import * as notFound from '@/components/errors/not-found-island';
import * as mobileMenu from '@/components/layout/mobile-menu-island';
import * as themeToggle from '@/components/layout/theme-toggle-island';
import * as today from '@/components/ui/today-island';
import * as consent from '@/features/consent/components/consent-island';
import type { ConsentCategories } from '@/features/consent';
import { currentAttribution } from '@/features/leads/attribution';
import { syncClickIds } from '@/features/leads/click-ids';
import { landingVisit } from '@/features/landing/lib/landing-visit';
import { rememberLandingVariant } from '@/features/landing/lib/remember-variant';
import { whenActivated } from '@/lib/dom/when-activated';
import type { IslandRegistry } from '@/lib/islands/runtime';

/** The snippets' code is only downloaded once the consent is known (a choice, or none: the 'necessary' ones). */
const runSnippets = (granted: ConsentCategories) =>
  void import('@/features/site-scripts').then(({ runGrantedSnippets }) => runGrantedSnippets(granted));
/**
 * Every consent state: ad click IDs are kept across pages only with marketing consent, and dropped when it goes; a
 * landing page's A/B variant is remembered only with statistics consent. A page prepared ahead of a tap (Speculation
 * Rules) runs no consented tag until it is shown.
 */
const onGranted = (granted: ConsentCategories) =>
  whenActivated(() => {
    syncClickIds(granted.marketing);
    rememberLandingVariant(granted.analytics);
    runSnippets(granted);
  });

/**
 * Every island of the public pages by name (the `name` of each <Island> in the page's markup). Islands
 * a visitor may use within the first second are bundled with the runtime (a few kB); the others are loaded when
 * they run.
 */
export const islands: IslandRegistry = {
  'mobile-menu': mobileMenu,
  'theme-toggle': themeToggle,
  consent: { mount: (element, props) => consent.mount(element, props, { onGranted }) },
  accordion,
  'not-found': notFound,
  today,
  'rotating-word': { load: () => import('@/features/marketing/components/rotating-word-island') },
  'lead-form': { load: () => import('@/features/leads/components/lead-form-island') },
  'page-section': { load: () => import('@/features/page-content/live/section-island') },
  'blog-list': { load: () => import('@/features/blog/components/blog-list-island') },
  share: { load: () => import('@/features/blog/components/share-button-island') },
  cases: { load: () => import('@/features/cases/components/cases-island') },
  'case-page': { load: () => import('@/features/cases/components/lightbox-island') },
  carousel: { load: () => import('@/features/cases/components/carousel-island') },
  proof: { load: () => import('@/features/proof/components/proof-island') },
  booking: {
    load: async () => {
      const booking = await import('@/features/booking/components/booking-island');
      return { mount: (element, props) => booking.mount(element, props, { attribution: () => ({ ...currentAttribution('agendamento'), ...landingVisit() }) }) };
    },
  },
};
