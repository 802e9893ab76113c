import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { Footer } from './footer';

describe('Footer', () => {
  it('links the four blog articles and both legal pages', () => {
    renderWithProviders(<Footer />);
    const articles = [
      ['Marketing Digital Imobiliário: Guia Completo 2025', '/blog/marketing-digital-imobiliario'],
      ['Geração de Leads Imobiliários: 7 Estratégias Eficazes', '/blog/geracao-de-leads'],
      ['Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025', '/blog/mercado-imobiliario-brasil'],
      ['Marketing Imobiliário Digital: Transforme Leads em Vendas', '/blog/marketing-imobiliario-digital'],
      ['Política de Privacidade', '/politicas-privacidade'],
      ['Termos de Uso', '/termos-uso'],
    ];
    for (const [name, href] of articles) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the company phone and e-mail as links', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: '(15) 90000-0000' })).toHaveAttribute('href', 'tel:+5515900000000');
    expect(screen.getByRole('link', { name: 'contato@alicerce.example' })).toHaveAttribute('href', 'mailto:contato@alicerce.example');
  });
});
