import type { Lead } from '../types';

/** A lead as the CMS answers an admin (documentId 'lead-<name>'), received 02/03/2026 10:05. */
export const lead = (name: string, email: string, extra: Partial<Lead> = {}): Lead => ({
  documentId: `lead-${name}`,
  updatedAt: '2026-03-10T12:00:00.000Z',
  name,
  email,
  phone: '(15) 99876-1234',
  company: null,
  message: null,
  source_page: '/contato',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  lead_status: 'new',
  createdAt: '2026-03-02T13:05:00.000Z',
  ...extra,
});
