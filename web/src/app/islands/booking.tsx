import { BookingFlow } from '@/features/booking';
import { currentAttribution } from '@/features/leads';
import { hydrateIsland } from '@/lib/islands/hydrate-island';

/** The booking island's content: the same element in the prerendered page (routes/booking.tsx) and in the browser. */
export const bookingFlow = () => <BookingFlow attribution={() => currentAttribution('agendamento')} />;

export function mount(element: HTMLElement) {
  hydrateIsland(element, 'booking', bookingFlow());
}
