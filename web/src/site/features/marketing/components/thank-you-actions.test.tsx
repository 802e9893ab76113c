import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { ThankYouActions } from './thank-you-actions';

describe('ThankYouActions', () => {
  it('says what happens next and offers the booking', () => {
    renderWithProviders(<ThankYouActions />);
    expect(screen.getByRole('heading', { name: 'Próximos passos' })).toBeInTheDocument();
    expect(screen.getByText(/Entramos em contato pelo telefone ou e-mail que você informou/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agendar consultoria gratuita' })).toHaveAttribute('href', '/agendamento');
  });

  it('offers a WhatsApp chat in a new tab and a way back home', () => {
    renderWithProviders(<ThankYouActions />);
    const whatsapp = screen.getByRole('link', { name: /Falar no WhatsApp/ });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toMatch(/^Olá! .*Alicerce Digital/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
  });
});
