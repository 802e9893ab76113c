import { describe, expect, it } from 'vitest';
import { changePasswordSchema, COMMON_PASSWORD_MESSAGE, registrationFormSchema, registrationSchema, resetPasswordFormSchema } from './account';
import { isCommonPassword } from './common-passwords';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('new passwords that are on every list', () => {
  it('knows the most common ones, in any case, and not a made-up one', () => {
    for (const common of ['123456', 'password', 'qwerty123', 'Dragon', 'iloveyou', 'senha123', 'FLAMENGO'])
      expect(isCommonPassword(common)).toBe(true);
    for (const rare of ['senha-segura-1', 'Alicerce@2026', 'cavalo correto bateria grampo']) expect(isCommonPassword(rare)).toBe(false);
  });

  it('are refused on sign-up, change and reset (and so an invite’s first password) with the pt-BR message', () => {
    expect(messages(registrationSchema.safeParse({ email: 'a@b.example', password: 'password1' }))).toEqual([COMMON_PASSWORD_MESSAGE]);
    expect(messages(registrationFormSchema.safeParse({ email: 'a@b.example', password: 'qwerty', confirmPassword: 'qwerty' }))).toEqual([
      COMMON_PASSWORD_MESSAGE,
    ]);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: 'x', password: '12345678', confirmPassword: '12345678' }))).toEqual([
      COMMON_PASSWORD_MESSAGE,
    ]);
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'Senha123', confirmPassword: 'Senha123' }))).toEqual([COMMON_PASSWORD_MESSAGE]);
    expect(COMMON_PASSWORD_MESSAGE).toBe('Esta senha é muito comum. Escolha outra.');
  });

  it('leave the spec’s minimum and its message as they are, and accept an uncommon password', () => {
    expect(messages(registrationSchema.safeParse({ email: 'a@b.example', password: '12345' }))).toEqual(['A senha deve ter no mínimo 6 caracteres']);
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual([
      'A senha deve ter pelo menos 6 caracteres.',
    ]);
    expect(registrationSchema.safeParse({ email: 'a@b.example', password: 'senha-segura-1' }).success).toBe(true);
    expect(resetPasswordFormSchema.safeParse({ password: 'nova-senha-9', confirmPassword: 'nova-senha-9' }).success).toBe(true);
  });
});
