import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { AppProviders } from '@/app/providers/app-providers';
import { AppThemeProvider } from '@/app/providers/theme-provider';

type Options = Omit<RenderOptions, 'wrapper'> & { route?: string };

/** Render with the app's providers and an in-memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppThemeProvider>
        <AppProviders>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AppProviders>
      </AppThemeProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}
