import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { fetchAdminCases } from '@/admin/features/cases/api/get-admin-cases';
import { fetchArticle } from '@/site/features/blog/api/get-article';
import { fetchArticles } from '@/site/features/blog/api/get-articles';
import { createBooking } from '@/site/features/booking/api/create-booking';
import { getAvailability } from '@/site/features/booking/api/get-availability';
import { fetchCases } from '@/site/features/cases/api/get-cases';
import { companyQuery } from '@/site/features/company/api/get-company';
import { createLead } from '@/site/features/leads/api/create-lead';
import { fetchCanEditPages } from '@/admin/features/page-content/api/get-current-role';
import { fetchPageSections } from '@/site/features/page-content/api/get-page-sections';
import { fetchClients } from '@/site/features/proof/api/get-clients';
import { fetchCaseTestimonial, fetchHomeTestimonials } from '@/site/features/proof/api/get-testimonials';
import { fetchTeam } from '@/site/features/proof/api/get-team';
import { fetchSiteScripts } from '@/site/features/site-scripts/api/get-site-scripts';
import { clearSession, setSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';

/**
 * A signed-in admin browsing the public pages reads what the public reads: the CMS shows more to an admin's token
 * (unpublished cases, when asked), so no public read or form may carry it. The dashboard's reads keep it.
 */
type Seen = { path: string; search: string; authorization: string | null };
let seen: Seen[] = [];

const company = { name: 'A', phone_display: '1', whatsapp_digits: '1', email: 'a@b.co', city: 'X', state: 'SP', opening_hours: 'h' };
const answers: Record<string, unknown> = {
  '/api/cases': { data: [] },
  '/api/articles': { data: [] },
  '/api/articles/slug/um-artigo': { data: { slug: 'um-artigo' } },
  '/api/page-contents': { data: [] },
  '/api/company': { data: company },
  '/api/site-settings': { data: [] },
  '/api/bookings/availability': { data: {} },
  '/api/users/me': { role: { type: 'admin' } },
};

beforeEach(() => {
  seen = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    seen.push({ path: url.pathname, search: url.search, authorization: request.headers.get('Authorization') });
    return url.pathname;
  };
  server.use(
    http.get('*/api/*', ({ request }) => HttpResponse.json(answers[record(request)] ?? { data: null })),
    http.post('*/api/*', ({ request }) => (record(request), HttpResponse.json({ data: { received: true } }, { status: 201 }))),
  );
  setSession({ jwt: 'token-do-admin', refreshToken: 'r', user: { id: 1, email: 'admin@alicerce.example' } });
});
afterEach(() => clearSession());

const contact = { name: 'Ana Souza', email: 'ana@exemplo.com', phone: '15999999999', company: '', message: '' };
const attribution = {} as Parameters<typeof createLead>[0]['attribution'];

describe('with an admin signed in', () => {
  it('no public read and no public form sends the session token', async () => {
    await fetchCases();
    await fetchArticles();
    await fetchArticle('um-artigo');
    await fetchPageSections('cases');
    await companyQuery().queryFn!({} as never);
    await fetchSiteScripts();
    await getAvailability({ from: '2026-01-05', to: '2026-01-09' });
    await fetchHomeTestimonials();
    await fetchCaseTestimonial('um-case');
    await fetchClients();
    await fetchTeam();
    await createLead({ fields: contact, attribution, honeypot: '', idempotencyKey: 'k1' });
    await createBooking({ fields: contact, date: '2026-01-05', time: '09:00', attribution, honeypot: '', idempotencyKey: 'k2' });

    expect(seen.map((request) => request.path)).toEqual([
      '/api/cases',
      '/api/articles',
      '/api/articles/slug/um-artigo',
      '/api/page-contents',
      '/api/company',
      '/api/site-settings',
      '/api/bookings/availability',
      '/api/testimonials',
      '/api/testimonials',
      '/api/clients',
      '/api/team-members',
      '/api/leads',
      '/api/bookings',
    ]);
    expect(seen.filter((request) => request.authorization !== null)).toEqual([]);
  });

  it("the dashboard's case list sends the token and asks for unpublished cases; the admin check sends the token", async () => {
    await fetchAdminCases();
    await fetchCanEditPages();
    expect(seen).toEqual([
      { path: '/api/cases', search: expect.stringContaining('unpublished=include'), authorization: 'Bearer token-do-admin' },
      { path: '/api/users/me', search: '', authorization: 'Bearer token-do-admin' },
    ]);
  });
});
