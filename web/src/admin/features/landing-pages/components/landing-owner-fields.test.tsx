import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { LandingPageEditorScreen } from './landing-page-editor';

const template = structuredClone(LANDING_STARTER_TEMPLATE);
const stored = {
  ...template,
  blocks: template.blocks.filter((b) => ['hero', 'lead_form'].includes(b.type)),
  id: 8,
  documentId: 'doc-owner',
  slug: 'lancamento-dono',
  owner: {
    kind: 'launch',
    name: 'Horizonte Incorporações',
    logo: 'https://cdn.example/logo.png',
    logo_url: 'https://cdn.example/logo.png',
    accent: null,
  },
  contact: { whatsapp: '+5515998124470', whatsapp_message: 'Olá!', cta_text: 'Quero a tabela' },
  lead_routing: { recipients: ['vendas@horizonte.example', 'plantao@horizonte.example'], webhook_url: null },
  tracking: { markup: '', category: 'marketing' },
};

async function openEditor(isAdmin: boolean) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.get('*/api/landing-pages/doc-owner', () => HttpResponse.json({ data: stored })),
    http.put('*/api/landing-pages/doc-owner', async ({ request }) => {
      sent.push(((await request.json()) as { data: Record<string, unknown> }).data);
      return HttpResponse.json({ data: { ...stored, version: 2 } });
    }),
  );
  const { user } = renderWithProviders(<LandingPageEditorScreen id="doc-owner" isAdmin={isAdmin} />, {
    route: '/admin/dashboard/landing-pages/doc-owner',
  });
  const form = await screen.findByRole('form', { name: 'Editar landing page' }, { timeout: 5000 });
  return { user, form, sent };
}

describe("Landing page editor: the page's owner, contact and where its leads go", { timeout: 30_000 }, () => {
  it('an editor sees the recipients, webhook and tags disabled, with why, and saves the page with them unchanged', async () => {
    const { user, form, sent } = await openEditor(false);
    const recipients = within(form).getByRole('textbox', { name: 'E-mails que recebem os leads' });
    expect(recipients).toBeDisabled();
    expect(recipients).toHaveValue('vendas@horizonte.example\nplantao@horizonte.example');
    expect(within(form).getByRole('textbox', { name: 'Webhook da página (opcional)' })).toBeDisabled();
    expect(within(form).getByText(/Somente administradores alteram para onde vão os leads/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'WhatsApp da página' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].lead_routing).toEqual(stored.lead_routing);
  });

  it('an admin types the recipients one per line and they are sent as a list', async () => {
    const { user, form, sent } = await openEditor(true);
    const recipients = within(form).getByRole('textbox', { name: 'E-mails que recebem os leads' });
    expect(recipients).toBeEnabled();
    await user.clear(recipients);
    await user.type(recipients, 'comercial@horizonte.example{Enter}plantao@horizonte.example');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].lead_routing).toEqual({ recipients: ['comercial@horizonte.example', 'plantao@horizonte.example'], webhook_url: null });
    expect(sent[0].contact).toMatchObject({ whatsapp: '+5515998124470' });
  });
});
