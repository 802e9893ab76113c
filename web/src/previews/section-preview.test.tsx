import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ctaContentSchema, heroContentSchema, type PageContentInput } from '@alicerce/domain';
import { SectionEditorScreen } from '@/admin/features/page-content';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { sectionPreview } from './section-preview';

const row = (section_key: string, content_type: string, content: Record<string, unknown>) => ({
  documentId: `doc-${section_key}`,
  page_slug: 'servicos',
  section_key,
  content_type,
  content,
  updatedAt: '2026-03-02T13:05:00.000Z',
});

/** The services page's two sections, and the upserts the tab sends. */
function serve() {
  const saved: PageContentInput[] = [];
  server.use(
    http.get('*/api/page-contents', () =>
      HttpResponse.json({
        data: [row('final_cta', 'cta', { title: 'Antigo', text: 'Texto antigo', button_label: 'Ir', button_href: '/' }), row('hero', 'hero', {})],
      }),
    ),
    http.put('*/api/page-contents/upsert', async ({ request }) => {
      const { data } = (await request.json()) as { data: PageContentInput };
      saved.push(data);
      return HttpResponse.json({ data });
    }),
  );
  return saved;
}

/** Types `text` into the field in one go (a paste): each keystroke would draw the preview again. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The editor page of the services page's section `key` (…/conteudo/servicos/<key>), named `name`. */
async function openSection(key: string, name: string) {
  const { user } = renderWithProviders(<SectionEditorScreen page="servicos" sectionKey={key} renderPreview={sectionPreview} />, {
    route: `/admin/dashboard/conteudo/servicos/${key}`,
  });
  return { user, form: await screen.findByRole('form', { name: `Editar ${name} — Serviços` }) };
}

describe('Conteúdo das Páginas: a form per section type saves the JSON its public renderer reads', { timeout: 60_000 }, () => {
  it('hero: Título, Subtítulo, botão texto/link → the HeroSection shape; the preview draws it', async () => {
    const saved = serve();
    const { user, form } = await openSection('hero', 'topo da página');
    await fill(user, within(form).getByRole('textbox', { name: 'Título' }), 'Venda seu lançamento');
    await fill(user, within(form).getByRole('textbox', { name: 'Subtítulo' }), 'Leads qualificados todo mês');
    await fill(user, within(form).getByRole('textbox', { name: 'Texto do botão' }), 'Quero vender');
    await fill(user, within(form).getByRole('textbox', { name: 'Link do botão' }), '/agendamento');
    expect(screen.getByTestId('section-preview')).toHaveTextContent('Venda seu lançamento');

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Conteúdo salvo com sucesso!')).toBeInTheDocument();
    const expected = { title: 'Venda seu lançamento', subtitle: 'Leads qualificados todo mês', cta_label: 'Quero vender', cta_href: '/agendamento' };
    expect(saved).toEqual([{ page_slug: 'servicos', section_key: 'hero', content_type: 'hero', content: expected }]);
    expect(heroContentSchema.strict().parse(saved[0].content)).toEqual(expected);
  });

  it('cta: the stored values fill the form; an edit saves the FinalCtaSection shape', async () => {
    const saved = serve();
    const { user, form } = await openSection('final_cta', 'chamada final');
    const title = within(form).getByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Antigo');
    await fill(user, title, 'Fale com a gente');
    await fill(user, within(form).getByRole('textbox', { name: 'Texto' }), 'Respondemos em 24 horas.');
    expect(screen.getByTestId('section-preview')).toHaveTextContent('Fale com a gente');

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Conteúdo salvo com sucesso!')).toBeInTheDocument();
    const expected = { title: 'Fale com a gente', text: 'Respondemos em 24 horas.', button_label: 'Ir', button_href: '/' };
    expect(ctaContentSchema.strict().parse(saved[0].content)).toEqual(expected);
  });

  it("'Avançado (JSON)' keeps the spec's messages and nothing is saved", async () => {
    const saved = serve();
    const { user, form } = await openSection('final_cta', 'chamada final');
    await user.click(within(form).getByRole('button', { name: 'Avançado (JSON)' }));
    const json = within(form).getByRole('textbox', { name: 'Conteúdo (JSON)' });
    await fill(user, json, '[1, 2]');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Formato de conteúdo inválido')).not.toHaveLength(0);

    await fill(user, json, '{ "title": ');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('JSON inválido')).not.toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Formulário' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('JSON inválido');
    expect(saved).toEqual([]);
  });
});
