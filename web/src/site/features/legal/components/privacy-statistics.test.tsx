import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as today from '@/site/components/ui/today-island';
import { renderStatic } from '@/site/testing/render-static';

import { PrivacyPolicy } from './privacy-policy';

describe('privacy policy: the cookieless visit statistics', () => {
  it('says, in the cookies section, what the beacon sends, that nothing identifies the visitor, and that GPC/DNT stop it', async () => {
    await renderStatic(<PrivacyPolicy heading="Política de Privacidade" />, { route: '/politicas-privacidade', islands: { today } });
    const heading = screen.getByRole('heading', { level: 2, name: '4. Cookies e tecnologias semelhantes' });
    const section = heading.closest('section') ?? heading.parentElement!;
    const paragraph = within(section).getByText(/^Estatísticas de visitas sem cookies/);
    expect(paragraph).toHaveTextContent('não guardamos endereço IP, tipo de navegador, cookies nem qualquer identificador seu');
    expect(paragraph).toHaveTextContent('art. 12 da LGPD');
    expect(paragraph).toHaveTextContent('Global Privacy Control ou “Do Not Track”, nada é enviado');
  });
});
