import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { SecondFactorScreen } from './second-factor-screen';

const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

describe('SecondFactorScreen', () => {
  it('enrols: key and QR code, a code of the app, then the 10 recovery codes once', async () => {
    let enabled = false;
    let confirmed: unknown;
    server.use(
      http.get('*/api/second-factor', () => HttpResponse.json({ data: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 } })),
      http.post('*/api/second-factor/enrolment', () =>
        HttpResponse.json({
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauthUri: 'otpauth://totp/Alicerce%20Digital:bia%40exemplo.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          },
        }),
      ),
      http.post('*/api/second-factor/enrolment/confirm', async ({ request }) => {
        confirmed = await request.json();
        enabled = true;
        return HttpResponse.json({ data: { recoveryCodes: CODES } });
      }),
    );
    const { user } = renderWithProviders(<SecondFactorScreen />);
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByLabelText('Chave para digitar no aplicativo')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );

    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(screen.getByText('Informe o código de 6 dígitos do aplicativo autenticador.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Código de verificação/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));

    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(confirmed).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(await screen.findByText(/A verificação em duas etapas está ativa\. Códigos de recuperação restantes: 10\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument();
  });

  it('turns off with the password and a code; a wrong password is said in pt-BR', async () => {
    server.use(
      http.get('*/api/second-factor', () => HttpResponse.json({ data: { enabled: true, required: false, recoveryCodesLeft: 7 } })),
      http.post('*/api/second-factor/disable', () =>
        HttpResponse.json({ data: null, error: { status: 400, name: 'ValidationError', message: 'Senha atual incorreta' } }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<SecondFactorScreen />);
    expect(await screen.findByText(/Códigos de recuperação restantes: 7\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha atual'), 'errada-1');
    await user.type(screen.getByLabelText('Código do aplicativo ou de recuperação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Desativar a verificação em duas etapas' }));
    expect(await screen.findByText('Senha atual incorreta')).toBeInTheDocument();
  });
});
