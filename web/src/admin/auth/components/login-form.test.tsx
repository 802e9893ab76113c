import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { clearSession, getSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { LoginForm } from './login-form';

const tokens = { jwt: 'access-1', refreshToken: 'refresh-1', user: { id: 7, email: 'ana@exemplo.com', username: 'ana@exemplo.com' } };

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<LoginForm />} />
      <Route path="/admin/dashboard" element={<h1>Painel CMS</h1>} />
    </Routes>,
    { route: '/admin/login' },
  );
}

async function submit(user: ReturnType<typeof renderLogin>['user'], password = 'segredo-1') {
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.com');
  await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it('lets an admin in: toast and dashboard, session kept', async () => {
    server.use(
      http.post('*/api/auth/local', () => HttpResponse.json(tokens)),
      http.get('*/api/users/me', () => HttpResponse.json({ ...tokens.user, role: { id: 3, name: 'Admin', type: 'admin' } })),
    );
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Painel CMS' })).toBeInTheDocument();
    expect(screen.getByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(getSession()?.jwt).toBe('access-1');
  });

  it('lets an editor in too (the dashboard shows them their tabs)', async () => {
    server.use(
      http.post('*/api/auth/local', () => HttpResponse.json(tokens)),
      http.get('*/api/users/me', () => HttpResponse.json({ ...tokens.user, role: { id: 4, name: 'Editor', type: 'editor' } })),
    );
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Painel CMS' })).toBeInTheDocument();
    expect(getSession()?.jwt).toBe('access-1');
  });

  it('refuses a non-admin and signs them out on the server', async () => {
    let loggedOut = false;
    server.use(
      http.post('*/api/auth/local', () => HttpResponse.json(tokens)),
      http.get('*/api/users/me', () => HttpResponse.json({ ...tokens.user, role: { id: 1, name: 'Authenticated', type: 'authenticated' } })),
      http.post('*/api/auth/logout', () => ((loggedOut = true), HttpResponse.json({ ok: true }))),
    );
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByText('Acesso negado. Usuário não é administrador.')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(getSession()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Painel CMS' })).not.toBeInTheDocument();
  });

  it('shows the server error in Portuguese on wrong credentials', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await submit(user, 'errada');
    expect(await screen.findByText('Erro ao fazer login')).toBeInTheDocument();
    expect(screen.getByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("sends this browser's id, asks for a device token when 'Lembrar este dispositivo' is ticked and sends it back next time", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/auth/local', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...tokens, ...(bodies.length === 1 ? { deviceToken: 'v1.abc.1.sig' } : {}) });
      }),
      http.get('*/api/users/me', () => HttpResponse.json({ ...tokens.user, role: { id: 3, name: 'Admin', type: 'admin' } })),
    );
    const first = renderLogin();
    const box = screen.getByRole('checkbox', { name: 'Lembrar este dispositivo' });
    expect(box).not.toBeChecked();
    await first.user.click(box);
    await submit(first.user);
    expect(await screen.findByRole('heading', { name: 'Painel CMS' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ identifier: 'ana@exemplo.com', rememberDevice: true });
    expect(bodies[0].deviceId).toEqual(expect.any(String));
    expect(bodies[0].deviceToken).toBeUndefined();
    first.unmount();
    clearSession(); // signed out: the device id and token stay

    // Next sign-in on this browser: the box comes ticked, the same id and the token go along.
    const second = renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Lembrar este dispositivo' })).toBeChecked();
    await submit(second.user);
    expect(await screen.findByRole('heading', { name: 'Painel CMS' })).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ deviceId: bodies[0].deviceId, deviceToken: 'v1.abc.1.sig', rememberDevice: true });
  });

  it("shows the CMS's 429 message that says when to try again", async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 429,
              name: 'RateLimitError',
              message: 'Muitas tentativas para esta conta. Por segurança, tente novamente em 8 segundos.',
              details: { retryAfterSeconds: 8 },
            },
          },
          { status: 429, headers: { 'Retry-After': '8' } },
        ),
      ),
    );
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByText('Muitas tentativas para esta conta. Por segurança, tente novamente em 8 segundos.')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('requires both fields', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe seu e-mail')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha')).toBeInTheDocument();
  });
});
