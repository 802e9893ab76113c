import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { defaultHomeCta, defaultHomeHero } from '../content/page-sections';

import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';

describe('HeroSection and FinalCtaSection', () => {
  it('renders the hero title + suffix as the only H1, the subtitle, the CTA and the form slot', () => {
    renderWithProviders(<HeroSection content={defaultHomeHero} titleSuffix={<span>construtora</span>} form={<form aria-label="Formulário" />} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Marketing digital que vende para sua construtora');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(defaultHomeHero.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agendar consultoria gratuita' })).toHaveAttribute('href', '/agendamento');
    expect(screen.getByRole('form', { name: 'Formulário' })).toBeInTheDocument();
  });

  it('renders CMS content, including external button links', () => {
    renderWithProviders(<FinalCtaSection content={{ ...defaultHomeCta, title: 'Título do CMS', button_href: 'https://exemplo.com.br/' }} />);
    expect(screen.getByRole('region', { name: 'Título do CMS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: defaultHomeCta.button_label })).toHaveAttribute('href', 'https://exemplo.com.br/');
  });
});
