import { landingVisit } from '@/features/landing/lib/landing-visit';
import { currentAttribution } from '@/features/leads/attribution';
import type { IslandRegistry } from '@/lib/islands/runtime';

/**
 * Every island of the public pages by name (the `name` of each <Island> in the page's markup), each its own chunk:
 * a page downloads the code of the islands it has, and only those, each as it runs (lib/islands/runtime.ts).
 */
export const islands: IslandRegistry = {
  'mobile-menu': { load: () => import('@/components/layout/mobile-menu-island') },
  'theme-toggle': { load: () => import('@/components/layout/theme-toggle-island') },
  consent: {
    load: async () => {
      const [consent, { onGranted }] = await Promise.all([import('@/features/consent/components/consent-island'), import('./consent-granted')]);
      return { mount: (element, props) => consent.mount(element, props, { onGranted }) };
    },
  },
  accordion: { load: () => import('@/components/ui/accordion-island') },
  'not-found': { load: () => import('@/components/errors/not-found-island') },
  today: { load: () => import('@/components/ui/today-island') },
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
