/** What the second factor's endpoints answer, in pt-BR (the dashboard shows these messages as they come). */
export const SECOND_FACTOR_MESSAGES = {
  codeFormat: 'Informe o código de 6 dígitos do aplicativo autenticador.',
  wrongCode: 'Código inválido ou já usado. Confira o aplicativo autenticador e tente novamente.',
  wrongRecoveryCode: 'Código de recuperação inválido ou já usado.',
  ticketExpired: 'A verificação expirou. Entre novamente com seu e-mail e senha.',
  alreadyEnabled: 'A verificação em duas etapas já está ativa nesta conta.',
  notEnrolling: 'Comece novamente a configuração da verificação em duas etapas.',
  notEnabled: 'A verificação em duas etapas não está ativa nesta conta.',
  wrongPassword: 'Senha atual incorreta',
  requiredForAdmins: 'Ative a verificação em duas etapas para continuar: ela é obrigatória para administradores.',
  policyValue: 'Informe se a verificação em duas etapas é obrigatória para administradores (true ou false).',
} as const;

/** The 403's details.code when an administrator must enrol first (the dashboard then shows only the enrolment screen). */
export const SECOND_FACTOR_REQUIRED_CODE = 'SECOND_FACTOR_REQUIRED';
