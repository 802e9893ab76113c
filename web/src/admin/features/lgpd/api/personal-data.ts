import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PersonalDataQuery } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { PersonalData } from '../types';

/**
 * POST /api/personal-data/{search,export,anonymise} (admins only). The e-mail or phone goes in the body, never in
 * a URL, so no access log or browser history keeps it.
 */
export async function searchPersonalData(query: PersonalDataQuery): Promise<PersonalData> {
  return (await api.post<{ data: PersonalData }>('/personal-data/search', { data: query })).data.data;
}

export async function exportPersonalData(query: PersonalDataQuery): Promise<PersonalData & { exported_at: string }> {
  return (await api.post<{ data: PersonalData & { exported_at: string } }>('/personal-data/export', { data: query })).data.data;
}

/** What an erasure changed: leads, bookings, and versions of content in the history or the Lixeira that held the e-mail or phone. */
export type AnonymisedCounts = { leads: number; bookings: number; history?: number };

export async function anonymisePersonalData(query: PersonalDataQuery): Promise<AnonymisedCounts> {
  return (await api.post<{ data: AnonymisedCounts }>('/personal-data/anonymise', { data: query })).data.data;
}

export const useSearchPersonalData = () => useMutation({ mutationFn: searchPersonalData });
export const useExportPersonalData = () => useMutation({ mutationFn: exportPersonalData });

/** Anonymising changes the inbox (leads, bookings) and the audit log: they are read again. */
export function useAnonymisePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymisePersonalData,
    onSuccess: () => Promise.all(['leads', 'bookings', 'audit-entries'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
