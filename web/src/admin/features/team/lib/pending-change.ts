import { TEAM_ROLE_LABELS, TEAM_ROLE_TYPES, type TeamMember, type TeamMemberChange, type TeamRoleType } from '@alicerce/domain';

/** A change the admin is asked to confirm first: what it does, in pt-BR. */
export type PendingChange = { member: TeamMember; change: TeamMemberChange; title: string; text: string; action: string };

const rank = (role: string) => TEAM_ROLE_TYPES.indexOf(role as TeamRoleType);

/** Losing access is asked first (a demotion or a block); a promotion or an unblock is made at once (null). */
export function confirmationFor(member: TeamMember, change: TeamMemberChange): PendingChange | null {
  const who = member.email;
  if (change.blocked === true) {
    return {
      member,
      change,
      title: 'Bloquear conta?',
      action: 'Bloquear',
      text: `${who} não poderá mais entrar no painel, e as sessões abertas serão encerradas.`,
    };
  }
  if (change.role && rank(change.role) < rank(member.role)) {
    const to = TEAM_ROLE_LABELS[change.role];
    return {
      member,
      change,
      title: 'Reduzir acesso?',
      action: 'Reduzir acesso',
      text: `${who} passará ao papel "${to}"; as sessões abertas serão encerradas.`,
    };
  }
  return null;
}
