import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { SiteSettingsTab } from './site-settings-tab';

type Row = { setting_key: string; setting_value: string; consent_category: string };

/** The CMS's settings, and what the tab saves into them. */
function serve(rows: Row[] = []) {
  const stored = new Map(rows.map((row) => [row.setting_key, row]));
  server.use(
    http.get('*/api/site-settings', () => HttpResponse.json({ data: [...stored.values()] })),
    http.put('*/api/site-settings/upsert', async ({ request }) => {
      const { data } = (await request.json()) as { data: Row };
      stored.set(data.setting_key, data);
      return HttpResponse.json({ data });
    }),
  );
}

const HEAD = 'Scripts do <head>';
const WARNING = 'Parte deste script será bloqueada no site';
const HTTP_BEACON = "<script>fetch('http://px.exemplo.com/collect', { mode: 'no-cors' });</script>";

describe('Configurações do Site: what the security policy refuses of a snippet', { timeout: 20_000 }, () => {
  it('warns when a snippet that sends data over plain http is saved, not while it is typed', async () => {
    serve();
    const { user } = renderWithProviders(<SiteSettingsTab />);
    const field = await screen.findByLabelText(HEAD);
    await user.click(field);
    await user.paste(HTTP_BEACON);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Salvar ${HEAD}` }));
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByText('Este script envia dados para http://px.exemplo.com, que a política de segurança bloqueia.')).toBeInTheDocument();
  });

  it('shows the warning of a stored snippet when the tab opens, and drops it once an https version is saved', async () => {
    serve([{ setting_key: 'footer_scripts', setting_value: '<img src="http://pixel.exemplo.com/p.gif">', consent_category: 'marketing' }]);
    const { user } = renderWithProviders(<SiteSettingsTab />);
    expect(
      await screen.findByText('Este script carrega uma imagem (pixel) de http://pixel.exemplo.com, que a política de segurança bloqueia.'),
    ).toBeInTheDocument();

    const field = screen.getByLabelText('Scripts do rodapé');
    await user.clear(field);
    await user.paste('<img src="https://pixel.exemplo.com/p.gif">');
    await user.click(screen.getByRole('button', { name: 'Salvar Scripts do rodapé' }));
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
  });

  it("says nothing about a vendor's https tag", async () => {
    serve([
      {
        setting_key: 'head_scripts',
        setting_value:
          "<script>navigator.sendBeacon('https://px.ads.linkedin.com/collect'); new Image().src = 'https://trc.taboola.com/1/log';</script>",
        consent_category: 'marketing',
      },
    ]);
    renderWithProviders(<SiteSettingsTab />);
    expect(((await screen.findByLabelText(HEAD)) as HTMLTextAreaElement).value).toContain('px.ads.linkedin.com');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});

describe('Configurações do Site: what an admin reads before saving', { timeout: 20_000 }, () => {
  it('says scripts apply on the next page a visitor opens, with no rebuild, and shows them in a monospace font', async () => {
    serve([{ setting_key: 'head_scripts', setting_value: '<script>window.dataLayer = [];</script>', consent_category: 'necessary' }]);
    renderWithProviders(<SiteSettingsTab />);
    const head = await screen.findByLabelText(HEAD);
    for (const label of [HEAD, 'Scripts do início do <body>', 'Scripts do rodapé']) {
      // jsdom does not cascade MUI's `font: inherit` right: the element's own style is what the browser applies.
      expect(screen.getByLabelText(label).style.fontFamily).toMatch(/monospace$/);
    }
    expect(head).toHaveValue('<script>window.dataLayer = [];</script>');
    const card = screen.getByText('Quando os scripts passam a valer').closest('[role="alert"]');
    expect(card).toHaveTextContent('já vale na próxima página que um visitante abrir ou recarregar');
    expect(card).toHaveTextContent('não é preciso publicar nem reconstruir o site');
  });
});
