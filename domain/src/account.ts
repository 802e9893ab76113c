import { isCommonPassword } from './common-passwords';
import { z } from './zod';

const email = z
  .string({ error: 'Email inválido' })
  .trim()
  .max(255, 'Email deve ter no máximo 255 caracteres')
  .pipe(z.email('Email inválido'))
  .transform((value) => value.toLowerCase());

/**
 * bcrypt, which hashes the passwords, reads only their first 72 bytes (UTF-8): the CMS refuses longer ones.
 * Within 100 characters that is reached with accents (2 bytes each) or emoji (4).
 */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_MANY_BYTES_MESSAGE = 'Senha longa demais: o limite é de 72 bytes (letras acentuadas contam 2, emojis 4).';

/** UTF-8 length of `text` (a lone surrogate counts 3, as the U+FFFD it is encoded as). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const fitsHash = (value: string) => utf8Length(value) <= PASSWORD_MAX_BYTES;

/**
 * A new password (sign-up, reset, change, an invited colleague's first one) must not be one of the passwords every
 * attacker tries first (./common-passwords.ts, offline). Checked in the browser and again by the CMS, with these rules.
 */
export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum. Escolha outra.';
const uncommon = (value: string) => !isCommonPassword(value);

const password = z
  .string({ error: 'A senha deve ter no mínimo 6 caracteres' })
  .min(6, 'A senha deve ter no mínimo 6 caracteres')
  .max(100, 'Senha deve ter no máximo 100 caracteres')
  .refine(fitsHash, PASSWORD_TOO_MANY_BYTES_MESSAGE)
  .refine(uncommon, COMMON_PASSWORD_MESSAGE);

/** What the CMS checks on sign-up (spec §5 "Registration"). */
export const registrationSchema = z.object({ email, password });

/** The sign-up form: the same rules plus the confirmation. */
export const registrationFormSchema = registrationSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'As senhas não coincidem', path: ['confirmPassword'] });

export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** Sign-in: both fields required (spec §5 "Login"). */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Informe seu e-mail'),
  password: z.string().min(1, 'Informe sua senha'),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/**
 * Reset (spec §5 "Reset password"): the match is checked first, then the length, each with its own message.
 * The site checks it before sending and the CMS again on POST /api/auth/reset-password.
 */
export const resetPasswordFormSchema = z
  .object({
    password: z.string({ error: 'A senha deve ter pelo menos 6 caracteres.' }),
    confirmPassword: z.string({ error: 'As senhas não coincidem.' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'As senhas não coincidem.', path: ['confirmPassword'] })
  .refine((v) => v.password.length >= 6, { message: 'A senha deve ter pelo menos 6 caracteres.', path: ['password'] })
  .refine((v) => v.password.length <= 100, { message: 'Senha deve ter no máximo 100 caracteres', path: ['password'] })
  .refine((v) => fitsHash(v.password), { message: PASSWORD_TOO_MANY_BYTES_MESSAGE, path: ['password'] })
  .refine((v) => uncommon(v.password), { message: COMMON_PASSWORD_MESSAGE, path: ['password'] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Change of password while signed in (POST /api/auth/change-password): the sign-up rules for the new one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Informe sua senha atual' }).min(1, 'Informe sua senha atual'),
    password,
    confirmPassword: z.string({ error: 'As senhas não coincidem' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'As senhas não coincidem', path: ['confirmPassword'] });
