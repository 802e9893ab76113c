import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NotFound } from '@/site/components/errors/not-found';
import { FIELD } from '@/site/components/forms/field-selectors';
import { Footer } from '@/site/components/layout/footer';
import { FOOTER_ACTIONS } from '@/site/components/layout/footer-selectors';
import { MobileMenu } from '@/site/components/layout/mobile-menu';
import { MOBILE_MENU } from '@/site/components/layout/mobile-menu-selectors';
import { ThemeToggle } from '@/site/components/layout/theme-toggle';
import { THEME_TOGGLE } from '@/site/components/layout/theme-toggle-selectors';
import { TODAY } from '@/site/components/ui/today-selectors';
import { BlogList } from '@/site/features/blog/components/blog-list';
import { ShareButton } from '@/site/features/blog/components/share-button';
import { BLOG_LIST } from '@/site/features/blog/lib/blog-list-selectors';
import { articleList } from '@/site/features/blog/testing/fixtures';
import { BookingFlow } from '@/site/features/booking/components/booking-flow';
import { BOOKING } from '@/site/features/booking/lib/booking-selectors';
import { CaseCarousel } from '@/site/features/cases/components/case-carousel';
import { CasePage } from '@/site/features/cases/components/case-page';
import { CasesShowcase } from '@/site/features/cases/components/cases-showcase';
import { CAROUSEL } from '@/site/features/cases/lib/carousel-selectors';
import { cardImages } from '@/site/features/cases/lib/case-images';
import { CASE_PAGE, LIGHTBOX } from '@/site/features/cases/lib/case-page-selectors';
import { CASES } from '@/site/features/cases/lib/cases-selectors';
import { caseList, richCase } from '@/site/features/cases/testing/fixtures';
import { ConsentManager } from '@/site/features/consent/components/consent-manager';
import { CONSENT } from '@/site/features/consent/lib/consent-selectors';
import { LeadForm } from '@/site/features/leads/components/lead-form';
import { LastUpdated } from '@/site/features/legal/components/last-updated';
import { contactFaqs } from '@/site/features/marketing/content/faqs';
import { FaqAccordion } from '@/site/features/marketing/components/faq-accordion';
import { RotatingWord } from '@/site/features/marketing/components/rotating-word';
import { ROTATING_WORD } from '@/site/features/marketing/lib/rotating-word-selectors';
import { EditableSection } from '@/site/features/page-content';
import { HomeTestimonials } from '@/site/features/proof/components/proof-sections';
import { testimonial } from '@/site/features/proof/testing/fixtures';
import { SHOW_MESSAGE } from '@/site/lib/dom/show-message-selectors';
import { selector, type DataAttribute, type Selectors } from '@/site/lib/islands/selectors';
import { SECTION, sectionField } from '@/site/lib/section-fields';
import { server } from '@/shared/testing/mocks/server';
import { renderStatic, type StaticView } from '@/site/testing/render-static';
import type { IslandName } from '@/site/lib/islands/island-props';

import { islands } from './registry';

/**
 * The islands contract, island by island: its component rendered as the build renders it, its script bound from
 * the site's own registry (by the name the markup gives), and a visitor's use of it. Each island's `*-selectors.ts`
 * attributes must be in its markup — a side that writes an attribute by hand instead fails here (and ESLint stops
 * the other side doing so: web/eslint.config.js).
 */
type Contract = {
  ui: () => ReactElement;
  route?: string;
  /** The attributes the island's script finds in the markup the build writes. */
  markup: DataAttribute[];
  /** What a visitor does and sees once the island is bound. */
  works: (view: StaticView) => Promise<void>;
};

const all = (selectors: Selectors, except: DataAttribute[] = []) => Object.values(selectors).filter((name) => !except.includes(name));
const json = (data: unknown) => () =>
  HttpResponse.json({ data, meta: { pagination: { page: 1, pageCount: 1, total: Array.isArray(data) ? data.length : 1 } } });
const dialog = (name: string) => screen.queryByRole('dialog', { name });

const contracts: Record<string, Contract> = {
  'mobile-menu': {
    ui: () => <MobileMenu pathname="/" />,
    markup: all(MOBILE_MENU),
    works: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
      expect(dialog('Menu')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
      expect(dialog('Menu')).toBeNull();
    },
  },
  'theme-toggle': {
    ui: () => <ThemeToggle />,
    markup: all(THEME_TOGGLE, [THEME_TOGGLE.current]),
    works: async ({ user, container }) => {
      const button = screen.getByRole('button', { name: 'Alternar tema' });
      expect(button).toHaveAttribute('title', 'Tema: sistema');
      await user.click(button);
      expect(button).toHaveAttribute('title', 'Tema: claro');
      // The mode the button's styles show: one of its icons.
      expect(container.querySelector(`${selector(THEME_TOGGLE.current, 'light')} ${selector(THEME_TOGGLE.mode, 'light')}`)).not.toBeNull();
    },
  },
  consent: {
    ui: () => (
      <>
        <Footer />
        <ConsentManager />
      </>
    ),
    markup: [...all(CONSENT, [CONSENT.chosen]), FOOTER_ACTIONS.openCookiePreferences],
    works: async ({ user }) => {
      const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
      await user.click(within(banner).getByRole('button', { name: 'Personalizar' }));
      expect(dialog('Preferências de cookies')).toBeVisible();
      await user.click(within(dialog('Preferências de cookies')!).getByRole('button', { name: 'Cancelar' }));
      expect(dialog('Preferências de cookies')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
      await user.click(within(dialog('Preferências de cookies')!).getByRole('button', { name: 'Aceitar todos' }));
      expect(document.documentElement).toHaveAttribute(CONSENT.chosen);
    },
  },
  accordion: {
    ui: () => <FaqAccordion faqs={contactFaqs} />,
    markup: [],
    works: async ({ user }) => {
      const question = screen.getAllByRole('button')[0];
      await user.click(question);
      expect(question).toHaveAttribute('aria-expanded', 'true');
    },
  },
  'not-found': {
    ui: () => <NotFound />,
    route: '/pagina-que-nao-existe',
    markup: [],
    works: async () => {
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('404'), '/pagina-que-nao-existe');
    },
  },
  today: {
    ui: () => <LastUpdated />,
    markup: all(TODAY),
    // The page is built on one day and read on another: the island writes the visitor's.
    works: async () => {
      expect(screen.getByText('06/05/2031')).toHaveAttribute('datetime', '2031-05-06');
    },
  },
  'rotating-word': {
    ui: () => <RotatingWord words={['construtora', 'incorporadora']} intervalMs={20} />,
    markup: all(ROTATING_WORD),
    works: async () => {
      const word = screen.getByTestId('rotating-word');
      await vi.waitFor(() => expect(word).toHaveTextContent('incorporadora'));
      expect(word).toHaveAttribute(ROTATING_WORD.motion, 'fade');
    },
  },
  'lead-form': {
    ui: () => <LeadForm source="contato" />,
    markup: all(FIELD),
    works: async ({ user }) => {
      const name = screen.getByLabelText(/^Nome/);
      await user.type(name, 'A');
      await user.click(screen.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }));
      // The problem under its field (FIELD.error), the field marked.
      await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveAccessibleDescription('Nome deve ter no mínimo 2 caracteres');
    },
  },
  'page-section': {
    ui: () => (
      <EditableSection page="home" sectionKey="final_cta" contentType="cta" content={{ title: 'Vamos conversar?' }}>
        <h2 {...sectionField('title')}>Vamos conversar?</h2>
      </EditableSection>
    ),
    markup: [SECTION.section, SECTION.type, SECTION.content, SECTION.field],
    works: async () => {
      await screen.findByRole('heading', { name: 'Fale com a gente' });
    },
  },
  'blog-list': {
    ui: () => <BlogList articles={articleList} />,
    markup: all(BLOG_LIST).concat(SHOW_MESSAGE.text),
    works: async ({ user }) => {
      const chips = screen.getByRole('group', { name: 'Filtrar artigos por categoria' });
      await user.click(within(chips).getByRole('button', { name: articleList[1].category }));
      const everyArticle = screen.getByText('Todos os artigos', { selector: 'h2' }).closest('section')!;
      const shown = within(everyArticle)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(shown).toEqual(articleList.filter((article) => article.category === articleList[1].category).map((article) => article.title));
    },
  },
  share: {
    ui: () => <ShareButton title={articleList[0].title} />,
    markup: [],
    works: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!');
    },
  },
  cases: {
    ui: () => <CasesShowcase cases={caseList} />,
    route: '/cases',
    markup: all(CASES, [CASES.skeleton]).concat(SHOW_MESSAGE.text),
    works: async ({ user }) => {
      const grid = screen.getByRole('list', { name: 'Cases' });
      await user.selectOptions(screen.getByLabelText('Plataforma'), 'Meta Ads');
      expect(
        within(grid)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(caseList.filter((item) => item.platform === 'Meta Ads').map((item) => item.title));
      await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
      expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(caseList.length);
    },
  },
  'case-page': {
    ui: () => <CasePage item={richCase} />,
    route: `/cases/${richCase.slug}`,
    // Emotion's styles are kept out of the test's page (site/testing/render-static.tsx); every image here has no srcset
    // and no night rendering (uploads, not shipped drawings: the e2e dark-images spec opens the lightbox on those).
    markup: all(CASE_PAGE, [CASE_PAGE.styles, CASE_PAGE.srcset, CASE_PAGE.darkSrc, CASE_PAGE.darkSrcset]).concat(LIGHTBOX.part),
    works: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: /^Ver todas as 8 imagens/ }));
      await user.click(screen.getByRole('button', { name: 'Ampliar imagem 8 de 8 da galeria' }));
      const lightbox = screen.getByRole('dialog', { name: `Imagens do case ${richCase.title}` });
      expect(within(lightbox).getByTestId('lightbox-counter')).toHaveTextContent('10 / 10');
      await user.click(within(lightbox).getByRole('button', { name: 'Próxima imagem' }));
      expect(within(lightbox).getByTestId('lightbox-counter')).toHaveTextContent('1 / 10');
    },
  },
  carousel: {
    ui: () => <CaseCarousel images={cardImages(richCase)} title={richCase.title} sizes="100vw" />,
    markup: all(CAROUSEL),
    works: async ({ container, user }) => {
      // The arrows are prerendered; Swiper starts only once the visitor reaches the images (a pointer over them).
      expect(screen.getByRole('button', { name: 'Próxima imagem' })).toBeVisible();
      expect(container.querySelector(selector(CAROUSEL.group, 'ready'))).toBeNull();
      await user.hover(screen.getByRole('group', { name: `Imagens do case ${richCase.title}` }));
      await vi.waitFor(() => expect(container.querySelector(selector(CAROUSEL.group, 'ready'))).not.toBeNull());
      // The dots are Swiper's (jsdom has no layout, so not counted here: e2e does that in a browser).
      expect(container.querySelector('.carousel-dots .swiper-pagination-bullet')).not.toBeNull();
    },
  },
  proof: {
    ui: () => <HomeTestimonials items={[testimonial()]} />,
    markup: [],
    works: async () => {
      await screen.findByText('Esgotamos a primeira fase em setenta dias.');
    },
  },
  booking: {
    ui: () => <BookingFlow />,
    route: '/agendamento',
    markup: all(BOOKING, [BOOKING.date]),
    works: async ({ user }) => {
      const grid = screen.getByRole('grid');
      await user.click(within(grid).getByRole('gridcell', { name: '7' }));
      const slots = screen.getByRole('group', { name: 'Horários disponíveis (horário de Brasília)' });
      await vi.waitFor(() => expect(within(slots).getByRole('button', { name: '11:00' })).toBeEnabled());
      await user.click(within(slots).getByRole('button', { name: '11:00' }));
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(screen.getByText(/^às 11:00 \(horário de Brasília\)/)).toBeVisible();
    },
  },
};

/** The CMS as the islands read it once bound: the same rows the pages were built with, and one section edited since. */
function cms() {
  server.use(
    http.get('*/api/articles', json(articleList)),
    http.get('*/api/cases', json(caseList)),
    http.get(
      '*/api/testimonials',
      json([testimonial({ documentId: 'dep-novo', quote: 'Esgotamos a primeira fase em setenta dias.' }), testimonial()]),
    ),
    http.get('*/api/page-contents', json([{ section_key: 'final_cta', content: { title: 'Fale com a gente' } }])),
    http.get('*/api/bookings/availability', () => HttpResponse.json({ data: {} })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(CONSENT.chosen);
});

describe('the islands contract', () => {
  it('has a row for every island of the registry', () => {
    expect(Object.keys(contracts).sort()).toEqual(Object.keys(islands).sort());
  });

  it.each(Object.entries(contracts))('%s: its script works on its component’s markup', async (name, { ui, route, markup, works }) => {
    cms();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderStatic(ui(), { route, islands: { [name]: islands[name as IslandName] }, waitForIslands: false });
    // The visitor's clock, not the build's (the day written, the booking's month): Tuesday 6 May 2031, 10:00 in Sao Paulo.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-06T13:00:00Z') });
    await view.islandsReady();
    expect(view.container.querySelector(`[data-island="${name}"][data-island-failed]`), 'the island ran without an error').toBeNull();

    const built = document.createElement('div');
    built.innerHTML = view.html;
    expect(built.querySelector(`[data-island="${name}"]`), 'the markup names the island').not.toBeNull();
    for (const attribute of markup) expect(built.querySelector(selector(attribute)), `${attribute} in ${name}'s markup`).not.toBeNull();
    await works(view);
  });
});
