import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { WhatsappButton } from './whatsapp-button';

describe('WhatsappButton', () => {
  it('opens a WhatsApp chat in a new tab with the encoded greeting', () => {
    renderWithProviders(<WhatsappButton text="Olá! Quero vender mais imóveis & lotes?" />);
    const link = screen.getByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    const url = new URL(link.getAttribute('href')!);

    expect(url.origin + url.pathname).toBe('https://wa.me/5515900000000');
    expect(url.searchParams.get('text')).toBe('Olá! Quero vender mais imóveis & lotes?');
    expect(link.getAttribute('href')).toContain('Ol%C3%A1!%20Quero%20vender%20mais%20im%C3%B3veis%20%26%20lotes%3F');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('uses a pt-BR greeting naming the company by default', () => {
    renderWithProviders(<WhatsappButton />);
    const href = screen.getByRole('link', { name: 'Fale conosco pelo WhatsApp' }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('text')).toMatch(/^Olá! .*Alicerce Digital/);
  });
});
