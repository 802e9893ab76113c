import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { CtaContent, HeroContent } from '@alicerce/domain';
import { FinalCtaSection, HeroSection } from '@/site/features/marketing';
import { EditableSection } from '@/site/features/page-content';
import { server } from '@/shared/testing/mocks/server';
import { renderStatic } from '@/site/testing/render-static';

import { islands } from './registry';

// The site's CMS sections as the routes compose them, with the site's 'page-section' island: a value changed in the
// CMS after the build shows on the prerendered page.
const builtHero: HeroContent = {
  title: 'Marketing digital para sua',
  subtitle: 'Campanhas que geram visitas ao decorado.',
  cta_label: 'Agendar conversa',
  cta_href: '/agendamento',
};
const builtCta: CtaContent = { title: 'Vamos conversar?', text: 'Conte sobre o seu lançamento.', button_label: '', button_href: '' };

/** /api/page-contents of the home page with these rows; counts the reads. */
function homeSections(rows: Array<{ section_key: string; content: Record<string, unknown> }>) {
  const reads: string[] = [];
  server.use(
    http.get('*/api/page-contents', ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('filters[page_slug][$eq]') ?? '');
      return HttpResponse.json({ data: rows });
    }),
  );
  return reads;
}

/** The home page's hero (its H1 ends with the rotating word) and closing call to action, built without a CTA button. */
function renderHome() {
  return renderStatic(
    <>
      <EditableSection page="home" sectionKey="hero" contentType="hero" content={builtHero}>
        <HeroSection content={builtHero} titleSuffix={<span data-testid="rotating-word">construtora</span>} />
      </EditableSection>
      <EditableSection page="home" sectionKey="final_cta" contentType="cta" content={builtCta}>
        <FinalCtaSection content={builtCta} />
      </EditableSection>
    </>,
    { islands: { 'page-section': islands['page-section'] } },
  );
}

describe("the site's CMS sections on a prerendered page", () => {
  // The island reads a page's sections once per page load (module state): each test is a new page load.
  beforeEach(() => vi.resetModules());

  it("show the CMS's current values, read once for the page, keeping the rotating word", async () => {
    const reads = homeSections([
      { section_key: 'hero', content: { title: 'Vendas de lançamento para sua', cta_label: 'Fale conosco', cta_href: '/contato' } },
      { section_key: 'final_cta', content: { text: 'Respondemos em até um dia útil.' } },
    ]);
    const { container } = await renderHome();
    const word = screen.getByTestId('rotating-word');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vendas de lançamento para sua construtora');
    expect(screen.getByTestId('rotating-word')).toBe(word);
    expect(screen.getByText('Campanhas que geram visitas ao decorado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contato');
    expect(screen.getByText('Respondemos em até um dia útil.')).toBeInTheDocument();
    expect(reads).toEqual(['home']);
    expect(container.innerHTML).not.toContain('Conte sobre o seu lançamento.');
  });

  it('show a call-to-action button the page was built without, as a working link, once the CMS has its label and target', async () => {
    homeSections([{ section_key: 'final_cta', content: { button_label: 'Agendar agora', button_href: '/agendamento' } }]);
    await renderHome();
    expect(screen.getByRole('link', { name: 'Agendar agora' })).toHaveAttribute('href', '/agendamento');
  });

  it('keep what the page was built with when the CMS cannot be reached', async () => {
    server.use(http.get('*/api/page-contents', () => HttpResponse.error()));
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Marketing digital para sua construtora');
    expect(screen.getByRole('link', { name: 'Agendar conversa' })).toHaveAttribute('href', '/agendamento');
  });
});
