import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderStatic } from '@/site/testing/render-static';

import * as shareIsland from './share-button-island';
import { ShareButton } from './share-button';

const TITLE = 'Marketing Digital Imobiliário: Guia Completo 2025';
const ROUTE = '/blog/marketing-digital-imobiliario';
const render = () => renderStatic(<ShareButton title={TITLE} />, { route: ROUTE, islands: { share: shareIsland } });
const pageUrl = () => `${window.location.origin}${ROUTE}`;

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("copies the page URL and shows 'Link copiado!' when the Web Share API is missing", async () => {
    const { user } = await render();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(writeText).toHaveBeenCalledWith(pageUrl());
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!Cole o link onde quiser compartilhar o artigo.');
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await render();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(share).toHaveBeenCalledWith({ title: TITLE, url: pageUrl() });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copiado!')).not.toBeInTheDocument();
  });

  it('says nothing when the visitor closes the share sheet, and says so when sharing fails', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new Error('blocked'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await render();

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível compartilhar');
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = await render();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível copiar o linkCopie o endereço da barra do navegador.');
  });
});
