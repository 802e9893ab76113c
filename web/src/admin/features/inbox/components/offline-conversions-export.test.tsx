import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { OfflineConversionsExport } from './offline-conversions-export';

describe('OfflineConversionsExport', { timeout: 15_000 }, () => {
  it('downloads the Google Ads CSV of the chosen range as a file, as the CMS wrote it', async () => {
    const csv = '"Parameters:TimeZone=America/Sao_Paulo"\r\n"Google Click ID","Conversion Name"\r\n';
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(
        '*/api/offline-conversions/google-ads',
        ({ request }) => ((asked = new URL(request.url).searchParams), new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } })),
      ),
    );
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => ((blob = object as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<OfflineConversionsExport />);

    expect(screen.getByRole('heading', { name: 'Conversões offline' })).toBeInTheDocument();
    // The dashboard's date control: a day typed as dd/mm/aaaa (here pasted whole into its field).
    const period = screen.getByRole('group', { name: 'Período das conversões' });
    const [from] = period.querySelectorAll<HTMLInputElement>('[data-date-control] input');
    fireEvent.change(from, { target: { value: '01/03/2026' } });
    await waitFor(() => expect(from).toHaveValue('01/03/2026'));
    expect(within(period).getAllByText('De').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Google Ads (CSV)' }));
    await waitFor(() => expect(blob).toBeDefined());
    expect(asked?.get('from')).toBe('2026-03-01');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.addEventListener('load', () => resolve(reader.result as string));
      reader.readAsText(blob!);
    });
    expect(text).toBe(csv);
  });

  it('says so when the CMS refuses', async () => {
    server.use(http.get('*/api/offline-conversions/meta', () => HttpResponse.json({ error: { message: 'Forbidden' } }, { status: 403 })));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<OfflineConversionsExport />);
    await user.click(screen.getByRole('button', { name: 'Meta (JSON)' }));
    expect(await screen.findByText('Erro ao baixar conversões')).toBeInTheDocument();
  });
});
