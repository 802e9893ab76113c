import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { services } from '../content/services';

import { ServicePriceCards } from './service-price-cards';

describe('ServicePriceCards', () => {
  it('shows leads, launches and automation with their monthly starting prices', () => {
    renderWithProviders(<ServicePriceCards services={services} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Geração de Leads' })).toBeInTheDocument();
    expect(screen.getByText('A partir de R$ 2.500/mês')).toBeInTheDocument();
    expect(screen.getByText('A partir de R$ 5.000/mês')).toBeInTheDocument();
    expect(screen.getByText('A partir de R$ 1.500/mês')).toBeInTheDocument();
  });

  it('keeps performance consulting (R$ 3.000) in the data but off the cards', () => {
    const consulting = services.find((service) => service.title === 'Consultoria de Performance');
    expect(consulting).toMatchObject({ showOnCards: false, priceLabel: 'A partir de R$ 3.000/mês' });

    renderWithProviders(<ServicePriceCards services={services} />);
    expect(screen.queryByText('Consultoria de Performance')).not.toBeInTheDocument();
    expect(screen.queryByText(/R\$ 3\.000/)).not.toBeInTheDocument();
  });
});
