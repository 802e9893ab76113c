import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useOutletContext, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';

import { usePreviewSlot } from '@/admin/routes/dashboard/preview-slots';
import { AppThemeProvider } from '@/shared/providers/theme-provider';

import PreviewsLayout from './previews-layout';

const CTA = {
  title: 'Vamos conversar sobre o seu lançamento?',
  text: 'Uma conversa de 45 minutos.',
  button_label: 'Agendar',
  button_href: '/agendamento',
};

/** An editor's route as routes.ts nests it: under the dashboard's layout (its outlet context) and the previews' layout. */
function EditorRoute() {
  const account = useOutletContext<{ username: string }>();
  const sectionPreview = usePreviewSlot('section');
  return (
    <>
      <p>Conta: {account.username}</p>
      {sectionPreview('cta', CTA)}
    </>
  );
}

function RouteError() {
  return <p>{(useRouteError() as Error).message}</p>;
}

const renderRoutes = (routes: Parameters<typeof createMemoryRouter>[0]) =>
  render(
    <AppThemeProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
    </AppThemeProvider>,
  );

describe('the editors’ layout (src/previews)', () => {
  it('gives an editor the preview drawn by the site’s component, and keeps the dashboard’s outlet context', async () => {
    renderRoutes([
      {
        element: <Outlet context={{ username: 'ana@alicerce.com.br' }} />,
        children: [{ element: <PreviewsLayout />, children: [{ path: '/', element: <EditorRoute /> }] }],
      },
    ]);
    expect(screen.getByText('Conta: ana@alicerce.com.br')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: CTA.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/agendamento');
  });

  it('an editor placed outside the layout says where its route belongs', () => {
    renderRoutes([{ path: '/', element: <EditorRoute />, errorElement: <RouteError /> }]);
    expect(screen.getByText(/must sit inside src\/previews\/previews-layout.tsx/)).toBeInTheDocument();
  });
});
