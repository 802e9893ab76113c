import { z } from './zod';

const email = z
  .string({ error: 'Email inválido' })
  .trim()
  .max(255, 'Email deve ter no máximo 255 caracteres')
  .pipe(z.email('Email inválido'))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'A senha deve ter no mínimo 6 caracteres' })
  .min(6, 'A senha deve ter no mínimo 6 caracteres')
  .max(100, 'Senha deve ter no máximo 100 caracteres');

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

/** Reset (spec §5 "Reset password"): the match is checked first, then the length, each with its own message. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'As senhas não coincidem.', path: ['confirmPassword'] })
  .refine((v) => v.password.length >= 6, { message: 'A senha deve ter pelo menos 6 caracteres.', path: ['password'] })
  .refine((v) => v.password.length <= 100, { message: 'Senha deve ter no máximo 100 caracteres', path: ['password'] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
