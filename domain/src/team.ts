import { registrationSchema } from './account';
import { TEAM_ROLE_TYPES } from './enums';
import { z } from './zod';

/** How the Equipe tab names each role (spec: admin = "Administrador"). */
export const TEAM_ROLE_LABELS: Record<(typeof TEAM_ROLE_TYPES)[number], string> = {
  authenticated: 'Sem acesso ao painel',
  editor: 'Editor',
  admin: 'Administrador',
};

/** An account's state as the Equipe tab lists it: invited and not yet with a password, blocked, or active. */
export const TEAM_MEMBER_STATUSES = ['active', 'blocked', 'pending'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];
export const TEAM_STATUS_LABELS: Record<TeamMemberStatus, string> = { active: 'Ativo', blocked: 'Bloqueado', pending: 'Convite pendente' };

export const LAST_ADMIN_MESSAGE = 'O site precisa de pelo menos um administrador ativo: promova outra pessoa antes.';
/** Nobody changes their own role or blocks their own account: another admin does it (issue 56). */
export const OWN_ACCOUNT_MESSAGE = 'Você não pode mudar o próprio papel nem bloquear a própria conta: peça a outra pessoa administradora.';
export const EMAIL_TAKEN_MESSAGE = 'Já existe uma conta com este e-mail.';

const role = z.enum(TEAM_ROLE_TYPES, { error: 'Papel inválido' });

/** POST /api/team/invites: who to invite and with which role. */
export const teamInviteSchema = z.object({
  // The sign-up rule for an account's e-mail (trimmed, lowercased, 255 at most).
  email: registrationSchema.shape.email,
  role,
});
export type TeamInvite = z.input<typeof teamInviteSchema>;

/** PUT /api/team/members/:id: a new role, a block or unblock, or both. */
export const teamMemberChangeSchema = z
  .object({ role: role.optional(), blocked: z.boolean({ error: 'Valor inválido para bloqueio' }).optional() })
  .refine((v) => v.role !== undefined || v.blocked !== undefined, { message: 'Nada a alterar' });
export type TeamMemberChange = z.input<typeof teamMemberChangeSchema>;

export type TeamMember = {
  id: number;
  username: string;
  email: string;
  role: string;
  status: TeamMemberStatus;
  createdAt: string;
};
