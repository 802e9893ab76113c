import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { ShareButton } from './share-button';

const TITLE = 'Marketing Digital Imobiliário: Guia Completo 2025';

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("copies the page URL and shows 'Link copiado!' when the Web Share API is missing", async () => {
    const { user } = renderWithProviders(<ShareButton title={TITLE} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderWithProviders(<ShareButton title={TITLE} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(share).toHaveBeenCalledWith({ title: TITLE, url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copiado!')).not.toBeInTheDocument();
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = renderWithProviders(<ShareButton title={TITLE} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(await screen.findByText('Não foi possível copiar o link')).toBeInTheDocument();
  });
});
