import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';

import { LeadForm } from './lead-form';

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LeadForm source="contato" />} />
      <Route path="/obrigado" element={<h1>Obrigado pela solicitação</h1>} />
    </Routes>,
  );
}

async function fillValid(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText(/^Nome/), 'Ana Beatriz Lima');
  await user.type(screen.getByLabelText(/^E-mail/), 'ANA@Exemplo.com');
  await user.type(screen.getByLabelText(/^Telefone/), '(15) 99876-1234');
}

describe('LeadForm', () => {
  it('shows the spec messages and a validation toast, and sends nothing', async () => {
    let calls = 0;
    server.use(http.post('*/api/leads', () => ((calls += 1), HttpResponse.json({}, { status: 201 }))));
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Nome/), 'A');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@');
    await user.type(screen.getByLabelText(/^Telefone/), '15 abc');
    await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));

    expect(await screen.findByText('Erro de validação')).toBeInTheDocument();
    expect(screen.getAllByText('Nome deve ter no mínimo 2 caracteres').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone deve conter apenas números')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the lead with attribution and an idempotency key, then goes to /obrigado', async () => {
    let body: { data: Record<string, string> } | undefined;
    let key: string | null = null;
    server.use(
      http.post('*/api/leads', async ({ request }) => {
        body = (await request.json()) as typeof body;
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ data: { received: true } }, { status: 201 });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Obrigado pela solicitação' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Formulário enviado!')).toBeInTheDocument();
    expect(body?.data).toMatchObject({ name: 'Ana Beatriz Lima', email: 'ana@exemplo.com', phone: '(15) 99876-1234', source_page: 'contato', website_url: '' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what was typed when the server fails, and retries with the same key', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/leads', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ data: null, error: { status: 500, message: 'Falha temporária no servidor' } }, { status: 500 });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));

    expect(await screen.findByText('Erro ao enviar formulário', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Falha temporária no servidor')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toBeEnabled());
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Beatriz Lima');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(15) 99876-1234');

    await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 3000 });
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends changed data after a failure as a new submission, with a new key', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/leads', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ data: null, error: { status: 500, message: 'Falha temporária no servidor' } }, { status: 500 });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));
    expect(await screen.findByText('Falha temporária no servidor', undefined, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toBeEnabled());

    await user.type(screen.getByLabelText(/^Nome/), ' Souza');
    await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 3000 });
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
