import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultCompany } from '@/shared/config/company';
import { renderWithProviders } from '@/shared/testing/render';

import { ContactInfo } from './contact-info';

describe('ContactInfo', () => {
  it('shows the company city, hours, 24h reply and clickable phone and e-mail', () => {
    renderWithProviders(<ContactInfo />);
    expect(screen.getByText(defaultCompany.city)).toBeInTheDocument();
    expect(screen.getByText(defaultCompany.hours)).toBeInTheDocument();
    expect(screen.getByText('Resposta em até 24h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: defaultCompany.phoneDisplay })).toHaveAttribute('href', `tel:+${defaultCompany.whatsappDigits}`);
    expect(screen.getByRole('link', { name: defaultCompany.email })).toHaveAttribute('href', `mailto:${defaultCompany.email}`);
  });
});
