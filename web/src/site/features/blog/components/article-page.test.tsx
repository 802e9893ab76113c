import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { guideArticle } from '../testing/fixtures';

import { ArticlePage } from './article-page';

describe('ArticlePage', () => {
  it('shows the header: breadcrumb, badge, pt-BR date, reading time, H1 and summary', () => {
    renderWithProviders(<ArticlePage article={guideArticle} />, { route: '/blog/marketing-digital-imobiliario' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(breadcrumb).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(breadcrumb).getByText(guideArticle.title)).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([guideArticle.title]);
    expect(screen.getByText('Marketing Digital')).toBeInTheDocument();
    expect(screen.getByText('15 de janeiro de 2025')).toBeInTheDocument();
    expect(screen.getByText('10 min de leitura')).toBeInTheDocument();
    expect(screen.getByText(guideArticle.excerpt)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Capa de Marketing Digital Imobiliário: Guia Completo 2025' })).toHaveAttribute('loading', 'eager');
    // The cover is the page's LCP: on the site's own origin (no new connection to the CMS's host before it) and asked
    // for from the head of the page.
    const cover = screen.getByRole('img', { name: 'Capa de Marketing Digital Imobiliário: Guia Completo 2025' }).getAttribute('src')!;
    expect(cover).toMatch(/^\/uploads\//);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it("numbers the contents list itself, but never twice when the headings carry their numbers ('1. 1. …')", () => {
    const numbered = {
      ...guideArticle,
      body: ['1. Landing pages', '2. Formulários curtos', 'Como colocar em prática'].map((text) => ({
        type: 'heading' as const,
        level: 2 as const,
        children: [{ type: 'text' as const, text }],
      })),
    };
    renderWithProviders(<ArticlePage article={numbered} />);
    const list = within(screen.getByRole('navigation', { name: 'Neste artigo' })).getByRole('list');
    expect(getComputedStyle(list).listStyleType).toBe('decimal');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Landing pages', 'Formulários curtos', 'Como colocar em prática']);
    // The headings themselves keep their numbers.
    expect(screen.getByRole('heading', { level: 2, name: '2. Formulários curtos' })).toBeInTheDocument();
  });

  it("lists the level-2 headings in 'Neste artigo' with anchors that match the headings' ids", () => {
    renderWithProviders(<ArticlePage article={guideArticle} />);
    const toc = screen.getByRole('navigation', { name: 'Neste artigo' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#definicao',
      '#beneficios',
      '#estrategias',
      '#ferramentas',
      '#implementacao',
      '#metricas',
    ]);
    expect(links[4]).toHaveTextContent('Implementação');
    expect(screen.getByRole('heading', { level: 2, name: 'Implementação' })).toHaveAttribute('id', 'implementacao');
    expect(screen.getByText('Custo por lead: R$ 15-50')).toBeInTheDocument();
  });

  it('links the related articles, the consultation, the blog and WhatsApp', () => {
    renderWithProviders(<ArticlePage article={guideArticle} />);
    const related = screen.getByRole('region', { name: 'Artigos relacionados' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog/geracao-de-leads', '/blog/mercado-imobiliario-brasil', '/blog/marketing-imobiliario-digital']);
    expect(screen.getByRole('link', { name: 'Solicitar Consultoria Gratuita' })).toHaveAttribute('href', '/agendamento');
    expect(screen.getByRole('link', { name: 'Voltar para o blog' })).toHaveAttribute('href', '/blog');

    const help = screen.getByRole('complementary', { name: 'Precisa de Ajuda?' });
    const whatsapp = within(help).getByRole('link', { name: 'Fale com nossos especialistas' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('leaves out the contents and related lists when the article has none', () => {
    renderWithProviders(<ArticlePage article={{ ...guideArticle, body: [], related: [] }} />);
    expect(screen.queryByRole('navigation', { name: 'Neste artigo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Artigos relacionados' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(guideArticle.title);
  });
});
