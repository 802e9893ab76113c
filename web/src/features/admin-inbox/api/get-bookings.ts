import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import type { Booking } from '../types';

/** GET /api/bookings, every page, newest first (admins only). */
export function fetchBookings(): Promise<Booking[]> {
  return readAllPages(async (page) => (await api.get<CmsPage<Booking>>('/bookings', { params: { sort: 'createdAt:desc', ...pageParams(page) } })).data);
}

export const bookingsQuery = () => queryOptions({ queryKey: ['bookings', 'admin'], queryFn: fetchBookings });
