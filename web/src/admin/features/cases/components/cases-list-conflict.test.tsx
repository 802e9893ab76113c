import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { EDIT_VERSION_MESSAGES } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';
import { renderWithProviders } from '@/shared/testing/render';

import { storedCase } from './admin-case.fixture';
import { CASES_URL, CasesScreens } from './cases-screens.fixture';

describe('Cases list: the publish switch is version-checked too', { timeout: 20_000 }, () => {
  it('sends If-Match of the listed version; refused as stale, it shows the CMS’s message and reads the list again', async () => {
    const message = EDIT_VERSION_MESSAGES.conflict('Ana', new Date());
    let rows = [storedCase];
    const ifMatch: Array<string | null> = [];
    server.use(
      http.get('*/api/cases', (info) => strapiList(rows)(info)),
      http.put('*/api/cases/:id', ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        // Ana published it meanwhile: the list, read again, shows it so.
        rows = [{ ...storedCase, is_published: true, version: 4 }];
        const details = { version: 4, updatedAt: new Date().toISOString(), updatedBy: 'Ana', current: rows[0] };
        return HttpResponse.json({ data: null, error: { status: 409, name: 'ConflictError', message, details } }, { status: 409 });
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CasesScreens />, { route: CASES_URL });
    const toggle = await screen.findByRole('switch', { name: 'Publicado: Residencial Aurora' }, { timeout: 5000 });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Erro ao salvar case')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(ifMatch).toEqual(['"3"']);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Publicado: Residencial Aurora' })).toBeChecked());
  });
});
