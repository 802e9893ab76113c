import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { CtaContent, HeroContent } from '@alicerce/domain';
import { FinalCtaSection } from '@/features/marketing/components/final-cta-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { server } from '@/testing/mocks/server';
import { renderStatic, type StaticOptions } from '@/testing/render-static';

import { EditableSection } from '../edit-mode/editable-section';

import * as sectionIsland from './section-island';
import { patchSection } from './section-patch';

const builtHero: HeroContent = {
  title: 'Marketing digital para sua',
  subtitle: 'Campanhas que geram visitas ao decorado.',
  cta_label: 'Agendar conversa',
  cta_href: '/agendamento',
};
const builtCta: CtaContent = { title: 'Vamos conversar?', text: 'Conte sobre o seu lançamento.', button_label: '', button_href: '' };

/** A page built with these sections (home: the hero's H1 ends with the rotating word). */
async function renderSections(islands?: StaticOptions['islands']) {
  const view = await renderStatic(
    <>
      <EditableSection page="home" sectionKey="hero" contentType="hero" content={builtHero}>
        <HeroSection content={builtHero} titleSuffix={<span data-testid="rotating-word">construtora</span>} />
      </EditableSection>
      <EditableSection page="home" sectionKey="final_cta" contentType="cta" content={builtCta}>
        <FinalCtaSection content={builtCta} />
      </EditableSection>
    </>,
    { islands },
  );
  const region = (key: string) => view.container.querySelector<HTMLElement>(`[data-section="home:${key}"]`)!;
  return { ...view, region };
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('patchSection', () => {
  it("shows the CMS's newer values in place, keeping what is not a section value (the rotating word)", async () => {
    const { region } = await renderSections();
    const word = screen.getByTestId('rotating-word');

    patchSection(region('hero'), { title: 'Marketing imobiliário para sua', subtitle: 'Leads qualificados todo mês.', cta_label: 'Fale conosco', cta_href: '/contato' });

    expect(h1()).toHaveTextContent('Marketing imobiliário para sua construtora');
    expect(screen.getByTestId('rotating-word')).toBe(word);
    expect(screen.getByText('Leads qualificados todo mês.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contato');
  });

  it('keeps what the page shows for values the CMS lacks or left empty, and remembers the merged content', async () => {
    const { region } = await renderSections();

    const merged = patchSection(region('hero'), { title: '', subtitle: null, cta_label: 'Quero uma proposta' });

    expect(h1()).toHaveTextContent('Marketing digital para sua construtora');
    expect(screen.getByText('Campanhas que geram visitas ao decorado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quero uma proposta' })).toHaveAttribute('href', '/agendamento');
    expect(merged).toEqual({ ...builtHero, cta_label: 'Quero uma proposta' });
    // Edit mode starts from what the page shows now.
    expect(JSON.parse(region('hero').dataset.sectionContent!)).toEqual(merged);
  });

  it('shows a button the page was built without once the CMS has both its label and its target', async () => {
    const { region } = await renderSections();
    const button = () => region('final_cta').querySelector<HTMLElement>('[data-section-field="button_label"]')!;
    expect(button()).not.toBeVisible();

    patchSection(region('final_cta'), { button_label: 'Agendar agora' });
    expect(button()).not.toBeVisible();

    patchSection(region('final_cta'), { button_href: '/agendamento' });
    expect(screen.getByRole('link', { name: 'Agendar agora' })).toHaveAttribute('href', '/agendamento');
  });

  it('writes CMS values as text, never as markup', async () => {
    const { region } = await renderSections();
    patchSection(region('final_cta'), { title: '<img src=x onerror="alert(1)">Oferta' });
    expect(screen.getByRole('heading', { level: 2, name: '<img src=x onerror="alert(1)">Oferta' })).toBeInTheDocument();
    expect(region('final_cta').querySelector('img')).toBeNull();
  });
});

describe('page-section island', () => {
  it("reads the page's sections once and shows each one's current values", async () => {
    let reads = 0;
    server.use(
      http.get('*/api/page-contents', ({ request }) => {
        reads += 1;
        expect(new URL(request.url).searchParams.get('filters[page_slug][$eq]')).toBe('home');
        return HttpResponse.json({
          data: [
            { section_key: 'hero', content: { title: 'Vendas de lançamento para sua' } },
            { section_key: 'final_cta', content: { text: 'Respondemos em até um dia útil.' } },
          ],
        });
      }),
    );
    await renderSections({ 'page-section': sectionIsland });

    expect(h1()).toHaveTextContent('Vendas de lançamento para sua construtora');
    expect(screen.getByText('Respondemos em até um dia útil.')).toBeInTheDocument();
    expect(reads).toBe(1);
  });
});
