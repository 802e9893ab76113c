import crypto from 'node:crypto';
import { errors } from '@strapi/utils';
import {
  ADMIN_ROLE_TYPE,
  EMAIL_TAKEN_MESSAGE,
  LAST_ADMIN_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  type TeamMember,
  type TeamMemberChange,
  type TeamRoleType,
} from '@alicerce/domain';
import { inviteMail } from '../../../utils/invite-mail';

const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';

type UserRow = {
  id: number;
  username: string;
  email: string;
  blocked: boolean | null;
  confirmed: boolean | null;
  createdAt: string;
  role?: { type: string } | null;
};

/**
 * An invited account is created unconfirmed (sign-up confirmation is off, so that does not stop a sign-in) and is
 * confirmed when its password is first set through the invite link: until then the tab says "Convite pendente".
 */
const toMember = (u: UserRow): TeamMember => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role?.type ?? '',
  status: u.blocked ? 'blocked' : u.confirmed === false ? 'pending' : 'active',
  createdAt: u.createdAt,
});

/** Admin-role changes run one at a time (one CMS process), so two admins demoting each other can't both pass the guard. */
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(run: () => Promise<T>) => {
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
};

const findUser = (id: number) => strapi.db.query(USER).findOne({ where: { id }, populate: ['role'] }) as Promise<UserRow | null>;
const roleId = async (type: TeamRoleType) => (await strapi.db.query(ROLE).findOne({ where: { type } })).id as number;

/** Every role change, block or unblock ends all the account's sessions: its next request with an old token is a 401. */
const revokeSessions = (id: number) => strapi.sessionManager('users-permissions').invalidateRefreshToken(String(id));

export default () => ({
  async list(): Promise<TeamMember[]> {
    const users = (await strapi.db.query(USER).findMany({ populate: ['role'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })) as UserRow[];
    return users.map(toMember);
  },

  /**
   * Changes an account's role and/or block; refuses what would leave the site without an active admin and, after that
   * (the more useful reason when both hold), any change to the account making it: one's own role and block are another
   * admin's call, so a slip of the hand cannot lock a person out or demote them.
   */
  change(id: number, change: TeamMemberChange, actorId?: number): Promise<TeamMember | null> {
    return oneAtATime(async () => {
      const user = await findUser(id);
      if (!user) return null;
      const losesAdmin =
        user.role?.type === ADMIN_ROLE_TYPE && !user.blocked && ((change.role && change.role !== ADMIN_ROLE_TYPE) || change.blocked === true);
      if (losesAdmin) {
        const activeAdmins = await strapi.db
          .query(USER)
          .count({ where: { role: { type: ADMIN_ROLE_TYPE }, $or: [{ blocked: false }, { blocked: null }] } });
        if (activeAdmins <= 1) throw new errors.ValidationError(LAST_ADMIN_MESSAGE);
      }
      // A PolicyError: Strapi answers any other 403 thrown in a handler with a bare 'Forbidden'.
      if (id === actorId) throw new errors.PolicyError(OWN_ACCOUNT_MESSAGE);
      const data: Record<string, unknown> = {};
      if (change.role && change.role !== user.role?.type) data.role = await roleId(change.role);
      if (change.blocked !== undefined && change.blocked !== Boolean(user.blocked)) data.blocked = change.blocked;
      if (Object.keys(data).length) {
        await strapi.db.query(USER).update({ where: { id }, data });
        await revokeSessions(id);
      }
      return toMember((await findUser(id))!);
    });
  },

  /**
   * Creates the account with the chosen role, an unusable random password and a reset code, and e-mails the link
   * to the site's reset page (the password-reset flow sets the password). A failed e-mail removes the account again.
   */
  async invite(email: string, role: TeamRoleType): Promise<TeamMember> {
    const users = strapi.db.query(USER);
    if (await users.findOne({ where: { $or: [{ email }, { username: email }] }, select: ['id'] }))
      throw new errors.ValidationError(EMAIL_TAKEN_MESSAGE);
    const code = crypto.randomBytes(64).toString('hex');
    const created = await strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: email,
        email,
        password: crypto.randomBytes(32).toString('base64url'),
        provider: 'local',
        confirmed: false,
        blocked: false,
        role: await roleId(role),
        resetPasswordToken: code,
      });
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send(await inviteMail(strapi, email, role, code));
    } catch (error) {
      await users.delete({ where: { id: created.id } });
      strapi.log.error(`[team] invite e-mail failed: ${(error as Error).message}`);
      throw new errors.ApplicationError('Não foi possível enviar o convite por e-mail. Tente novamente.');
    }
    return toMember((await findUser(created.id))!);
  },
});
