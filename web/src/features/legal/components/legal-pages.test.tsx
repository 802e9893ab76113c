import { screen } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';

import { defaultCompany } from '@/config/company';
import { renderWithProviders } from '@/testing/render';

import { PrivacyPolicy } from './privacy-policy';
import { TermsOfUse } from './terms-of-use';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const wordCount = (element: HTMLElement) => element.textContent!.split(/\s+/).filter(Boolean).length;

describe('legal pages', () => {
  it('privacy policy: one H1, 9 numbered sections including the LGPD, and today as last update', () => {
    const { container } = renderWithProviders(<PrivacyPolicy heading="Política de Privacidade" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const titles = sectionTitles();
    expect(titles).toHaveLength(9);
    titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    expect(titles).toContain('5. LGPD: bases legais e direitos do titular');
    expect(screen.getByText(`Última atualização: ${format(new Date(), 'dd/MM/yyyy')}`)).toBeInTheDocument();
    expect(screen.getByText(/Lei nº 13\.709\/2018/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`encarregado.*${defaultCompany.email}`))).toBeInTheDocument();
    expect(screen.getByText(/Preferências de cookies/)).toBeInTheDocument();
    expect(wordCount(container)).toBeGreaterThanOrEqual(1000);
  });

  it('terms of use: 11 numbered sections ending with the Sorocaba-SP venue, and today as last update', () => {
    const { container } = renderWithProviders(<TermsOfUse heading="Termos de Uso" />);
    const titles = sectionTitles();
    expect(titles).toHaveLength(11);
    expect(titles[0]).toBe('1. Aceitação dos termos');
    expect(titles[10]).toBe('11. Legislação aplicável e foro');
    expect(screen.getByText(/foro da Comarca de Sorocaba-SP/)).toBeInTheDocument();
    expect(screen.getByText(`Última atualização: ${format(new Date(), 'dd/MM/yyyy')}`)).toBeInTheDocument();
    expect(wordCount(container)).toBeGreaterThanOrEqual(1000);
  });
});
