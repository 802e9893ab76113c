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
  lead_routing: { recipients: ['vendas@horizonte.example', 'plantao@horizonte.example'], webhook_endpoint_id: 4 },
  tracking: { markup: '', category: 'marketing' },
};

const endpoint = (id: number, description: string, events: string[]) => ({
  id,
  url: `https://crm${id}.horizonte.example/leads`,
  description,
  events,
  active: true,
  paused_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: 'Ana',
});
const ENDPOINTS = [
  endpoint(4, 'CRM da Horizonte', ['landing_page.lead_created']),
  endpoint(5, 'CRM da agência', ['lead.created']),
  endpoint(6, 'Plantão de vendas', ['landing_page.lead_created', 'lead.created']),
];

async function openEditor(isAdmin: boolean) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.get('*/api/landing-pages/doc-owner', () => HttpResponse.json({ data: stored })),
    http.get('*/api/webhook-endpoints', () => HttpResponse.json({ data: ENDPOINTS })),
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
    const webhook = within(form).getByRole('combobox', { name: 'Webhook da página (opcional)' });
    expect(webhook).toHaveAttribute('aria-disabled', 'true');
    expect(webhook).toHaveTextContent('Webhook nº 4'); // an editor can't list the endpoints: the one set is named by its number
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
    expect(sent[0].lead_routing).toEqual({ recipients: ['comercial@horizonte.example', 'plantao@horizonte.example'], webhook_endpoint_id: 4 });
    expect(sent[0].contact).toMatchObject({ whatsapp: '+5515998124470' });
  });

  it("an admin picks the page's webhook among the endpoints that take landing-page leads, or none", async () => {
    const { user, form, sent } = await openEditor(true);
    const webhook = within(form).getByRole('combobox', { name: 'Webhook da página (opcional)' });
    await expect.poll(() => webhook.textContent).toContain('CRM da Horizonte — https://crm4.horizonte.example/leads');
    await user.click(webhook);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Nenhum',
      'CRM da Horizonte — https://crm4.horizonte.example/leads',
      'Plantão de vendas — https://crm6.horizonte.example/leads',
    ]);
    await user.click(screen.getByRole('option', { name: /Plantão de vendas/ }));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].lead_routing).toEqual({ recipients: ['vendas@horizonte.example', 'plantao@horizonte.example'], webhook_endpoint_id: 6 });
    expect(sent[0].contact).toMatchObject({ whatsapp: '+5515998124470' });
  });
});
