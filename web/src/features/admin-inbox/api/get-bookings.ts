import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { Booking } from '../types';

/** GET /api/bookings, newest first (admins only). */
export async function fetchBookings(): Promise<Booking[]> {
  const response = await api.get<{ data: Booking[] }>('/bookings', { params: { sort: 'createdAt:desc', 'pagination[pageSize]': 100 } });
  return response.data.data;
}

export const bookingsQuery = () => queryOptions({ queryKey: ['bookings', 'admin'], queryFn: fetchBookings });
