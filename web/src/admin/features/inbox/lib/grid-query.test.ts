import { describe, expect, it } from 'vitest';

import { EMPTY_FILTER, exportParams, gridParams, initialGridQuery, linkedInboxFilter } from './grid-query';

const query = (params: Record<string, string>) => decodeURIComponent(new URLSearchParams(params).toString());

describe('gridParams: the grid state as the Strapi REST query', () => {
  it('asks for one page, newest first, with no filter', () => {
    expect(gridParams('leads', initialGridQuery())).toEqual({ 'pagination[page]': '1', 'pagination[pageSize]': '25', 'sort[0]': 'createdAt:desc' });
  });

  it('turns the Data Grid page (0-based) and a column sort into Strapi page and sort, newest first among equals', () => {
    const params = gridParams('leads', { ...initialGridQuery(), page: 1, pageSize: 50, sort: { field: 'status', sort: 'asc' } });
    expect(params).toMatchObject({
      'pagination[page]': '2',
      'pagination[pageSize]': '50',
      'sort[0]': 'lead_status:asc',
      'sort[1]': 'createdAt:desc',
    });
    expect(gridParams('bookings', { ...initialGridQuery(), sort: { field: 'meeting', sort: 'desc' } })).toMatchObject({
      'sort[0]': 'date:desc',
      'sort[1]': 'time:desc',
      'sort[2]': 'createdAt:desc',
    });
    expect(gridParams('leads', { ...initialGridQuery(), sort: { field: 'createdAt', sort: 'asc' } })).not.toHaveProperty('sort[1]');
  });

  it('filters status, last-touch source and campaign, the São Paulo date range and a search over name, e-mail, phone and company', () => {
    const filter = { ...EMPTY_FILTER, status: 'won', source: 'google', campaign: 'lancamento', from: '2026-03-01', to: '2026-03-31', q: 'Sol' };
    expect(query(gridParams('leads', { ...initialGridQuery(), filter }))).toBe(
      [
        'pagination[page]=1&pagination[pageSize]=25&sort[0]=createdAt:desc',
        'filters[$and][0][lead_status][$eq]=won',
        'filters[$and][1][utm_source][$eq]=google',
        'filters[$and][2][utm_campaign][$eq]=lancamento',
        'filters[$and][3][createdAt][$gte]=2026-03-01T03:00:00.000Z',
        'filters[$and][4][createdAt][$lt]=2026-04-01T03:00:00.000Z',
        'filters[$and][5][$or][0][name][$containsi]=Sol',
        'filters[$and][5][$or][1][email][$containsi]=Sol',
        'filters[$and][5][$or][2][phone][$containsi]=Sol',
        'filters[$and][5][$or][3][company][$containsi]=Sol',
      ].join('&'),
    );
  });

  it('reads the first-touch UTM when asked, and the booking state on bookings', () => {
    const params = gridParams('bookings', {
      ...initialGridQuery(),
      filter: { ...EMPTY_FILTER, touch: 'first', source: 'meta', campaign: 'feirao', status: 'cancelled' },
    });
    expect(params).toMatchObject({
      'filters[$and][0][booking_state][$eq]': 'cancelled',
      'filters[$and][1][first_utm_source][$eq]': 'meta',
      'filters[$and][2][first_utm_campaign][$eq]': 'feirao',
    });
  });

  it('ignores blank fields and trims the search', () => {
    const params = gridParams('leads', { ...initialGridQuery(), filter: { ...EMPTY_FILTER, q: '   ', source: ' ' } });
    expect(Object.keys(params).some((key) => key.startsWith('filters'))).toBe(false);
  });
});

describe('exportParams: the filter bar as the CMS export query', () => {
  it('keeps the filled fields only', () => {
    expect(exportParams({ ...EMPTY_FILTER, q: 'ana', campaign: 'lancamento' })).toEqual({ q: 'ana', campaign: 'lancamento', touch: 'last' });
  });
});

describe('linkedInboxFilter', () => {
  const statuses = { new: 'Novo', contacted: 'Contatado' };
  it("takes a link's status and days (Início's blocks), only values the list knows", () => {
    expect(linkedInboxFilter(new URLSearchParams('status=new&de=2026-11-23'), statuses)).toEqual({ status: 'new', from: '2026-11-23' });
    expect(linkedInboxFilter(new URLSearchParams('ate=2026-11-29'), statuses)).toEqual({ to: '2026-11-29' });
    expect(linkedInboxFilter(new URLSearchParams('status=apagado&de=ontem&ate=2026-13-45'), statuses)).toBeNull();
    expect(linkedInboxFilter(new URLSearchParams(''), statuses)).toBeNull();
  });
});
