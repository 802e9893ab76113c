import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProviders } from '@/shared/providers/app-providers';
import { AppThemeProvider } from '@/shared/providers/theme-provider';

type Options = Omit<RenderOptions, 'wrapper'> & { route?: string };

/** What is being rendered, handed to the router's one route (re-renders reach it without a new router). */
const Rendered = createContext<ReactNode>(null);
const RenderedRoute = () => <>{useContext(Rendered)}</>;

/**
 * Render with the app's providers and an in-memory data router at `route` (a data router, as the app's: hooks such
 * as useBlocker need one).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() => createMemoryRouter([{ path: '*', element: <RenderedRoute /> }], { initialEntries: [route] }));
    return (
      <AppThemeProvider>
        <AppProviders>
          <Rendered.Provider value={children}>
            <RouterProvider router={router} />
          </Rendered.Provider>
        </AppProviders>
      </AppThemeProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}
