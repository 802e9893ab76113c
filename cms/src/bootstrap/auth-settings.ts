import type { Core } from '@strapi/strapi';

const RESET_MESSAGE = `<p>Olá,</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Painel CMS da Alicerce Digital.</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>">Clique aqui para escolher uma nova senha</a>.</p>
<p>Se o link não abrir, copie e cole este endereço no navegador:<br><%= URL %>?code=<%= TOKEN %></p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Alicerce Digital</p>`;

/**
 * users-permissions settings kept as code: the reset link points at the site's /admin/reset-password,
 * the reset e-mail is in Portuguese, sign-up stays open (new accounts get the authenticated role only).
 */
export async function applyAuthSettings(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const siteUrl = (process.env.SITE_URL || 'http://localhost:4173').replace(/\/$/, '');

  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      email_reset_password: `${siteUrl}/admin/reset-password`,
      allow_register: true,
      email_confirmation: false,
      default_role: 'authenticated',
    },
  });

  // The plugin's stored e-mail templates: an object per template (reset_password…), of which only reset_password's options change.
  const email = ((await store.get({ key: 'email' })) ?? {}) as { reset_password?: Record<string, unknown> } & Record<string, unknown>;
  const fromAddress = (process.env.EMAIL_FROM || 'Alicerce Digital <nao-responda@alicerce.example>').match(/^(.*?)\s*<(.+)>$/);
  await store.set({
    key: 'email',
    value: {
      ...email,
      reset_password: {
        ...email.reset_password,
        options: {
          from: { name: fromAddress?.[1] || 'Alicerce Digital', email: fromAddress?.[2] || 'nao-responda@alicerce.example' },
          response_email: process.env.EMAIL_REPLY_TO || '',
          object: 'Redefinição de senha — Painel CMS',
          message: RESET_MESSAGE,
        },
      },
    },
  });
}
