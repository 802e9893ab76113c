import { screen } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PERSONAL_DATA_RETENTION_MONTHS_DEFAULT } from '@alicerce/domain';
import * as today from '@/site/components/ui/today-island';
import { defaultCompany } from '@/shared/config/company';
import { renderStatic } from '@/site/testing/render-static';

import { PrivacyPolicy } from './privacy-policy';
import { TermsOfUse } from './terms-of-use';

const islands = { today };
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const wordCount = (element: HTMLElement) => element.textContent!.split(/\s+/).filter(Boolean).length;
const lastUpdated = () => screen.getByText(/^Última atualização:/).textContent;

describe('legal pages', () => {
  afterEach(() => vi.useRealTimers());

  it('privacy policy: one H1, 9 numbered sections including the LGPD, and today as last update', async () => {
    const { container } = await renderStatic(<PrivacyPolicy heading="Política de Privacidade" />, { route: '/politicas-privacidade', islands });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const titles = sectionTitles();
    expect(titles).toHaveLength(9);
    titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    expect(titles).toContain('5. LGPD: bases legais e direitos do titular');
    expect(lastUpdated()).toBe(`Última atualização: ${format(new Date(), 'dd/MM/yyyy')}`);
    expect(screen.getByText(/Lei nº 13\.709\/2018/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`encarregado.*${defaultCompany.email}`))).toBeInTheDocument();
    expect(screen.getByText(/Preferências de cookies/)).toBeInTheDocument();
    expect(wordCount(container)).toBeGreaterThanOrEqual(1000);
  });

  it('privacy policy: states the retention period the CMS applies, then anonymisation, and how consent choices are recorded', async () => {
    await renderStatic(<PrivacyPolicy heading="Política de Privacidade" />, { route: '/politicas-privacidade', islands });
    const retention = screen.getByText(new RegExp(`mantidos por ${PERSONAL_DATA_RETENTION_MONTHS_DEFAULT} meses a partir do envio`));
    expect(retention).toHaveTextContent('são anonimizados automaticamente');
    const proof = screen.getByText(/art\. 8º, § 2º, da LGPD/);
    for (const part of [
      'identificador aleatório',
      'as categorias aceitas',
      'a versão desta Política',
      'a data e a hora da escolha',
      'não guarda endereço IP, dados do navegador',
    ]) {
      expect(proof).toHaveTextContent(part);
    }
    expect(screen.getByText(/rejeitar ou aceitar todas as categorias com um clique/)).toBeInTheDocument();
  });

  it('terms of use: 11 numbered sections ending with the Sorocaba-SP venue, and today as last update', async () => {
    const { container } = await renderStatic(<TermsOfUse heading="Termos de Uso" />, { route: '/termos-uso', islands });
    const titles = sectionTitles();
    expect(titles).toHaveLength(11);
    expect(titles[0]).toBe('1. Aceitação dos termos');
    expect(titles[10]).toBe('11. Legislação aplicável e foro');
    expect(screen.getByText(/foro da Comarca de Sorocaba-SP/)).toBeInTheDocument();
    expect(lastUpdated()).toBe(`Última atualização: ${format(new Date(), 'dd/MM/yyyy')}`);
    expect(wordCount(container)).toBeGreaterThanOrEqual(1000);
  });

  it('writes the day the visitor reads the page, not the day it was built', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T12:00:00'));
    const view = await renderStatic(<TermsOfUse heading="Termos de Uso" />, { route: '/termos-uso' });
    expect(lastUpdated()).toBe('Última atualização: 04/03/2026');

    vi.setSystemTime(new Date('2026-11-23T09:30:00'));
    await today.mount(view.container);
    expect(lastUpdated()).toBe('Última atualização: 23/11/2026');
  });
});
