import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MODE_STORAGE_KEY } from '@/theme';
import { renderWithProviders } from '@/testing/render';

import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('cycles sistema → claro → escuro → sistema and remembers the choice', async () => {
    const { user } = renderWithProviders(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Alternar tema' });
    await waitFor(() => expect(button).toHaveAttribute('title', 'Tema: sistema'));

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: claro');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: escuro');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: sistema');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('system');
  });

  it('starts from the mode saved in a previous visit', async () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'dark');
    renderWithProviders(<ThemeToggle />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Alternar tema' })).toHaveAttribute('title', 'Tema: escuro'),
    );
  });
});
