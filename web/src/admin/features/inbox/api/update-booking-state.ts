import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BookingState } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

type Args = { documentId: string; booking_state: BookingState };

/** PUT /api/bookings/:documentId `{ data: { booking_state } }` — cancelling frees the slot on the server. */
export async function updateBookingState({ documentId, booking_state }: Args): Promise<void> {
  await api.put(`/bookings/${documentId}`, { data: { booking_state } });
}

export function useUpdateBookingState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingState,
    // Availability too: a cancelled slot is free again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
