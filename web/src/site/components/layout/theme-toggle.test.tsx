import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { MODE_STORAGE_KEY } from '@/shared/theme';
import { renderStatic } from '@/site/testing/render-static';

import * as themeToggle from './theme-toggle-island';
import { ThemeToggle } from './theme-toggle';

const islands = { 'theme-toggle': themeToggle };
const html = document.documentElement;
const shownIcon = (button: HTMLElement) => button.dataset.current;

describe('ThemeToggle', () => {
  afterEach(() => html.classList.remove('light', 'dark'));

  it('is a neutral button in the HTML: the page is built without knowing the visitor’s mode', async () => {
    await renderStatic(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Alternar tema' });
    expect(button).toHaveAttribute('title', 'Tema');
    expect(shownIcon(button)).toBeUndefined();
  });

  it('cycles sistema → claro → escuro → sistema and remembers the choice', async () => {
    const { user } = await renderStatic(<ThemeToggle />, { islands });
    const button = screen.getByRole('button', { name: 'Alternar tema' });
    expect(button).toHaveAttribute('title', 'Tema: sistema');
    expect(shownIcon(button)).toBe('system');

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: claro');
    expect(shownIcon(button)).toBe('light');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('light');
    expect(html).toHaveClass('light');

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: escuro');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: sistema');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('system');
    // jsdom's system scheme is light (matchMedia matches nothing).
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('starts from the mode saved in a previous visit', async () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'dark');
    const { user } = await renderStatic(<ThemeToggle />, { islands });
    const button = screen.getByRole('button', { name: 'Alternar tema' });
    expect(button).toHaveAttribute('title', 'Tema: escuro');
    expect(shownIcon(button)).toBe('dark');

    await user.click(button);
    expect(button).toHaveAttribute('title', 'Tema: sistema');
  });
});
