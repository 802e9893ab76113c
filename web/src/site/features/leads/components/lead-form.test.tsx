import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showFlashedToast } from '@/site/lib/dom/toast';
import { server } from '@/shared/testing/mocks/server';
import { renderStatic, stubPageLoads, type StaticView } from '@/site/testing/render-static';

import { captureAttribution } from '../attribution';

import * as leadForm from './lead-form-island';
import { LeadForm } from './lead-form';

const ROUTE = '/contato?utm_source=google&utm_medium=cpc&utm_campaign=lancamento';
const SUBMIT = 'Solicitar Consultoria Gratuita';

type Sent = { body: { data: Record<string, unknown> }; key: string | null };

/** /api/leads answering with `respond`, recording what each request sent. */
function leadsApi(respond: () => Response = () => HttpResponse.json({ data: { received: true } }, { status: 201 })) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/api/leads', async ({ request }) => {
      sent.push({ body: (await request.json()) as Sent['body'], key: request.headers.get('Idempotency-Key') });
      return respond();
    }),
  );
  return sent;
}

/** The contact page's form, on a visit that came from a campaign (the entry captures it on every page). */
async function renderForm() {
  const view = await renderStatic(<LeadForm source="contato" />, { route: ROUTE, islands: { 'lead-form': leadForm } });
  captureAttribution();
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValid(user: StaticView['user']) {
  await user.type(field(/^Nome/), 'Ana Beatriz Lima');
  await user.type(field(/^E-mail/), 'ANA@Exemplo.com');
  await user.type(field(/^Telefone/), '(15) 99876-1234');
}

/** The spec's submit feel holds the request at least 1 s: fake timers let the test see the form while it sends. */
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LeadForm', () => {
  it('is a plain form in the HTML: named fields and a submit button, typed data never in the address bar', async () => {
    const { container } = await renderStatic(<LeadForm source="contato" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(within(form).getByRole('button', { name: SUBMIT })).toHaveAttribute('type', 'submit');
    expect([field(/^Nome/), field(/^E-mail/), field(/^Telefone/)].map((input) => input.name)).toEqual(['name', 'email', 'phone']);
  });

  it('shows the spec messages under the fields and a validation toast, and sends nothing', async () => {
    const sent = leadsApi();
    const { user } = await renderForm();
    await user.type(field(/^Nome/), 'A');
    await user.type(field(/^E-mail/), 'ana@');
    await user.type(field(/^Telefone/), '15 abc');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro de validação');
    expect(alert).toHaveTextContent('Nome deve ter no mínimo 2 caracteres');
    expect(field(/^Nome/)).toHaveAccessibleDescription('Nome deve ter no mínimo 2 caracteres');
    expect(field(/^Nome/)).toBeInvalid();
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Email inválido');
    expect(field(/^Telefone/)).toHaveAccessibleDescription('Telefone deve conter apenas números');

    // Corrected fields lose their message as the visitor types.
    await user.clear(field(/^Nome/));
    await user.type(field(/^Nome/), 'Ana');
    expect(field(/^Nome/)).toHaveAccessibleDescription('');
    expect(field(/^Nome/)).toBeValid();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(0);
  });

  it("sent blank, says each field's spec message under it and puts the focus on the first", async () => {
    const sent = leadsApi();
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro de validaçãoNome deve ter no mínimo 2 caracteres');
    expect(field(/^Nome/)).toHaveAccessibleDescription('Nome deve ter no mínimo 2 caracteres');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Email inválido');
    // Nothing typed is not a letter or a digit: the phone is too short.
    expect(field(/^Telefone/)).toHaveAccessibleDescription('Telefone deve ter no mínimo 10 dígitos');
    expect(field(/^Empresa/)).toHaveAccessibleDescription('');
    expect(field(/^Nome/)).toHaveFocus();

    // Once the name is right, the next submit takes the focus to the e-mail.
    await user.type(field(/^Nome/), 'Ana Beatriz Lima');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await vi.waitFor(() => expect(field(/^E-mail/)).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it("shows the CMS's refusal of a field under that field, with the focus, when the site could not check first", async () => {
    leadsApi(() =>
      HttpResponse.json(
        {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Telefone deve ter no mínimo 10 dígitos',
            details: { issues: [{ path: ['phone'] }] },
          },
        },
        { status: 400 },
      ),
    );
    const { user } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await vi.advanceTimersByTimeAsync(1000);

    expect(screen.getByRole('alert')).toHaveTextContent('Erro de validaçãoTelefone deve ter no mínimo 10 dígitos');
    expect(field(/^Telefone/)).toHaveAccessibleDescription('Telefone deve ter no mínimo 10 dígitos');
    expect(field(/^Telefone/)).toHaveFocus();
  });

  it('sends the lead with its attribution and an idempotency key, locked while sending, then loads /obrigado', async () => {
    const sent = leadsApi();
    const assign = stubPageLoads();
    const { user } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    for (const label of [/^Nome/, /^E-mail/, /^Telefone/, /^Empresa/, /^Mensagem/]) expect(field(label)).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/obrigado');
    expect(sent).toHaveLength(1);
    expect(sent[0].body.data).toMatchObject({
      name: 'Ana Beatriz Lima',
      email: 'ana@exemplo.com',
      phone: '(15) 99876-1234',
      website_url: '',
      source_page: 'contato',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'lancamento',
      first_utm_source: 'google',
      landing_page: ROUTE,
    });
    expect(sent[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // /obrigado shows the toast this page left for it.
    document.body.replaceChildren();
    showFlashedToast();
    expect(screen.getByRole('status')).toHaveTextContent('Formulário enviado!Entraremos em contato em breve.');
  });

  it('keeps what was typed when the CMS refuses, says why, and retries unchanged data with the same key', async () => {
    const sent = leadsApi(() =>
      HttpResponse.json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }, { status: 500 }),
    );
    const assign = stubPageLoads();
    const { user } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await vi.advanceTimersByTimeAsync(1000);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao enviar formulário');
    // The server's own words (English here) never reach the visitor: the site says it in pt-BR.
    expect(alert).toHaveTextContent('Não foi possível completar a solicitação. Tente novamente.');
    expect(document.body).not.toHaveTextContent('Internal Server Error');
    expect(field(/^Nome/)).toBeEnabled();
    expect(field(/^Nome/)).toHaveValue('Ana Beatriz Lima');
    expect(field(/^E-mail/)).toHaveValue('ANA@Exemplo.com');
    expect(field(/^Telefone/)).toHaveValue('(15) 99876-1234');
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);

    // Changed data is a new submission: a new key.
    await user.type(field(/^Empresa/), 'Construtora Aurora');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(3);
    expect(sent[2].body.data).toMatchObject({ company: 'Construtora Aurora' });
    expect(sent[2].key).not.toBe(sent[0].key);
    expect(sent[2].key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
