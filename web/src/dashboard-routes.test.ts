import { describe, expect, it } from 'vitest';

import { SCREENS, screensFor } from '@/admin/shell/screens';

import routes from '@/routes';

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The route paths under the dashboard's layout, as declared in src/routes.ts. */
function dashboardRoutes(): string[] {
  const walk = (entries: RouteEntry[]): string[] =>
    entries.flatMap((entry) => [entry.path ?? (entry.index ? '' : ''), ...walk(entry.children ?? [])].filter((p) => p !== ''));
  return walk(routes as RouteEntry[]).filter((path) => path.startsWith('admin/dashboard/'));
}

describe('dashboard screens', () => {
  it('every screen of the navigation has a route of its own in the route table, and every route is a screen', () => {
    const declared = dashboardRoutes()
      .filter((path) => path !== 'admin/dashboard/*')
      .map((path) => path.replace('admin/dashboard/', '').split('/')[0]);
    expect(new Set(declared)).toEqual(new Set(SCREENS.map((screen) => screen.id)));
  });

  it('an unknown address under the dashboard has its own not-found route inside the dashboard’s layout', () => {
    expect(dashboardRoutes()).toContain('admin/dashboard/*');
  });

  it('each editable type has its full-page editors: a new record at …/novo, a stored one by its id', () => {
    expect(dashboardRoutes()).toEqual(
      expect.arrayContaining([
        'admin/dashboard/cases/novo',
        'admin/dashboard/cases/:id',
        'admin/dashboard/blog/novo',
        'admin/dashboard/blog/:id',
        'admin/dashboard/conteudo/:pagina/nova',
        'admin/dashboard/conteudo/:pagina/:secao',
        'admin/dashboard/prova-social/:tela/novo',
        'admin/dashboard/prova-social/:tela/:id',
        'admin/dashboard/landing-pages/novo',
        'admin/dashboard/landing-pages/:id',
      ]),
    );
  });

  it('an editor has the content screens and their own account’s, an admin all, a plain account none', () => {
    expect(screensFor('editor').map((s) => s.id)).toEqual([
      'inicio',
      'cases',
      'blog',
      'conteudo',
      'prova-social',
      'landing-pages',
      'midia',
      'lixeira',
      'verificacao-em-duas-etapas',
      'sessoes',
    ]);
    expect(screensFor('admin')).toHaveLength(SCREENS.length);
    expect(screensFor('authenticated')).toEqual([]);
    expect(screensFor(undefined)).toEqual([]);
  });
});
