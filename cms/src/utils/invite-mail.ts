import type { Core } from '@strapi/strapi';
import { TEAM_ROLE_LABELS, type TeamRoleType } from '@alicerce/domain';

/** The invite e-mail: the reset page's link (the same page and code as a password reset) with the site's sender. */
export async function inviteMail(strapi: Core.Strapi, to: string, role: TeamRoleType, code: string) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as { email_reset_password?: string };
  const email = ((await store.get({ key: 'email' })) ?? {}) as { reset_password?: { options?: { from?: { name?: string; email?: string } } } };
  const from = email.reset_password?.options?.from;
  const link = `${advanced.email_reset_password}?code=${code}`;
  const text = [
    'Olá,',
    '',
    `Você foi convidado(a) para a equipe do Painel CMS da Alicerce Digital, com o papel: ${TEAM_ROLE_LABELS[role]}.`,
    'Para escolher sua senha e ativar a conta, abra o link abaixo:',
    link,
    '',
    `Depois, entre no painel com este e-mail (${to}) e a senha escolhida.`,
    'Se você não esperava este convite, ignore este e-mail.',
    '',
    'Equipe Alicerce Digital',
  ].join('\n');
  return {
    to,
    ...(from?.email ? { from: `${from.name ?? 'Alicerce Digital'} <${from.email}>` } : {}),
    subject: 'Convite para o Painel CMS — Alicerce Digital',
    text,
  };
}
