/**
 * The audit log (who changed what, and when) shared by the CMS, which writes it, and the dashboard's
 * 'Auditoria' tab, which reads it. An entry's label names the record (a case's title, a section's pt-BR
 * name, a team member's username): never a lead's or a booking's personal data.
 */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'published',
  'unpublished',
  'role_changed',
  'blocked',
  'unblocked',
  'exported',
  'anonymised',
  'resent',
  'tested',
  'kept_own_version',
  'restored',
  'second_factor_reset',
  'session_ended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = [
  'case',
  'article',
  'page_content',
  'site_setting',
  'testimonial',
  'client',
  'team_member',
  'user',
  'personal_data',
  'webhook_endpoint',
  'delivery',
  'landing_page',
  'session',
  'lead',
  'booking',
  'media_file',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** What was done, as a noun ('Alteração por maria em 23/11/2026 10:00'), so no label needs a gender. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Criação',
  updated: 'Alteração',
  deleted: 'Exclusão',
  published: 'Publicação',
  unpublished: 'Despublicação',
  role_changed: 'Mudança de papel',
  blocked: 'Bloqueio',
  unblocked: 'Desbloqueio',
  exported: 'Exportação',
  anonymised: 'Anonimização',
  resent: 'Reenvio',
  tested: 'Teste',
  kept_own_version: 'Versão própria mantida sobre uma mais nova',
  restored: 'Restauração de uma versão anterior',
  second_factor_reset: 'Redefinição da verificação em duas etapas',
  session_ended: 'Encerramento de sessão',
};

export const AUDIT_SUBJECT_LABELS: Record<AuditSubject, string> = {
  case: 'Case',
  article: 'Artigo',
  page_content: 'Seção de página',
  site_setting: 'Script do site',
  testimonial: 'Depoimento',
  client: 'Cliente (logo)',
  team_member: 'Pessoa do time',
  user: 'Papel de usuário',
  personal_data: 'Solicitação LGPD',
  webhook_endpoint: 'Webhook',
  delivery: 'Envio',
  landing_page: 'Landing page',
  session: 'Sessão',
  lead: 'Lead',
  booking: 'Agendamento',
  media_file: 'Arquivo de mídia',
};

/** The dashboard's names of the site's script settings (Configurações do Site). */
export const SCRIPT_SETTING_LABELS: Record<string, string> = {
  head_scripts: 'Scripts do <head>',
  body_scripts: 'Scripts do início do <body>',
  footer_scripts: 'Scripts do rodapé',
};

/** Who did it: the site account (`site:<id>`), a Strapi panel account (`painel:<id>`) or the CMS itself. */
export const SYSTEM_ACTOR = { key: 'sistema', name: 'Sistema (retenção automática)' } as const;
