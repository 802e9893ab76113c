import type { EmailMessage } from '../outbox/email-messages';
import { describeUserAgent, UNKNOWN_BROWSER, UNKNOWN_SYSTEM } from '../sessions/user-agent';

/** The two e-mails an account's owner gets about sign-ins (docs/security.md quotes them). */

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** "29/11/2026, 14:05 (horário de Brasília)" */
export const brasiliaTime = (ms: number) => `${when.format(new Date(ms))} (horário de Brasília)`;

/** "Chrome 120 no Windows" from a User-Agent ('Sessões' reads it the same way); a plain description when it says nothing we know. */
function describeBrowser(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  const name = browser !== UNKNOWN_BROWSER ? browser : userAgent ? 'navegador não identificado' : 'programa sem identificação de navegador';
  return os !== UNKNOWN_SYSTEM ? `${name} no ${os}` : name;
}

const SIGN_OFF = ['', 'Equipe Alicerce Digital'];

/** After the 5th failed sign-in in a row for an account (one per hour at most). */
export function failedSignInsEmail(to: string, failures: { count: number; firstAt: number; lastAt: number; addresses: string[] }): EmailMessage {
  return {
    to,
    subject: 'Tentativas de entrar na sua conta — Alicerce Digital',
    text: [
      'Olá,',
      '',
      `Houve ${failures.count} tentativas seguidas de entrar no Painel CMS da Alicerce Digital com o seu e-mail (${to}) e uma senha errada.`,
      `Primeira: ${brasiliaTime(failures.firstAt)}`,
      `Última: ${brasiliaTime(failures.lastAt)}`,
      `De onde vieram (endereços IP): ${failures.addresses.join(', ')}`,
      '',
      'Para proteger a conta, cada nova tentativa com o seu e-mail agora espera um pouco mais (até 1 minuto).',
      "Ninguém fica bloqueado: no navegador em que você marcou 'Lembrar este dispositivo', você entra normalmente.",
      '',
      'Se foi você, não é preciso fazer nada.',
      "Se não foi você, troque sua senha (em 'Esqueci minha senha', na tela de login) e avise o administrador do painel.",
      'Você recebe no máximo um aviso como este por hora.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

/** After a successful sign-in from a browser the account had not used before. */
export function newBrowserEmail(to: string, signIn: { at: number; ip: string; userAgent: string }): EmailMessage {
  return {
    to,
    subject: 'Novo acesso à sua conta — Alicerce Digital',
    text: [
      'Olá,',
      '',
      `Sua conta (${to}) entrou no Painel CMS da Alicerce Digital a partir de um navegador que ela ainda não tinha usado.`,
      `Quando: ${brasiliaTime(signIn.at)}`,
      `Endereço IP: ${signIn.ip}`,
      `Navegador: ${describeBrowser(signIn.userAgent)}`,
      '',
      'Se foi você, não é preciso fazer nada.',
      "Se não foi você, troque sua senha agora (em 'Esqueci minha senha', na tela de login: a troca encerra todas as sessões) e avise o administrador do painel.",
      ...SIGN_OFF,
    ].join('\n'),
  };
}
