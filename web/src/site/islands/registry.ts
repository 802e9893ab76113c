import { landingVisit } from '@/site/features/landing/lib/landing-visit';
import { currentAttribution } from '@/site/features/leads/attribution';
import type { IslandsByName } from '@/site/lib/islands/island-props';

/**
 * Every island of the public pages by name (the `name` of each <Island> in the page's markup), each its own chunk:
 * a page downloads the code of the islands it has, and only those, each as it runs (site/lib/islands/runtime.ts).
 * Exactly the names of island-props.ts, each loading a script of that island's props: a name missing here or there,
 * or a script reading other props, fails the type-check (island-types.test-d.tsx).
 */
export const islands = {
  'mobile-menu': { load: () => import('@/site/components/layout/mobile-menu-island') },
  'theme-toggle': { load: () => import('@/site/components/layout/theme-toggle-island') },
  consent: {
    load: async () => {
      const [consent, { onGranted }] = await Promise.all([import('@/site/features/consent/components/consent-island'), import('./consent-granted')]);
      return { mount: (element, props) => consent.mount(element, props, { onGranted }) };
    },
  },
  accordion: { load: () => import('@/site/components/ui/accordion-island') },
  'not-found': { load: () => import('@/site/components/errors/not-found-island') },
  today: { load: () => import('@/site/components/ui/today-island') },
  'rotating-word': { load: () => import('@/site/features/marketing/components/rotating-word-island') },
  'lead-form': { load: () => import('@/site/features/leads/components/lead-form-island') },
  'page-section': { load: () => import('@/site/features/page-content/live/section-island') },
  'blog-list': { load: () => import('@/site/features/blog/components/blog-list-island') },
  share: { load: () => import('@/site/features/blog/components/share-button-island') },
  cases: { load: () => import('@/site/features/cases/components/cases-island') },
  'case-page': { load: () => import('@/site/features/cases/components/lightbox-island') },
  carousel: { load: () => import('@/site/features/cases/components/carousel-island') },
  proof: { load: () => import('@/site/features/proof/components/proof-island') },
  booking: {
    load: async () => {
      const booking = await import('@/site/features/booking/components/booking-island');
      return {
        mount: (element, props) =>
          booking.mount(element, props, { attribution: () => ({ ...currentAttribution('agendamento'), ...landingVisit() }) }),
      };
    },
  },
} satisfies IslandsByName;
