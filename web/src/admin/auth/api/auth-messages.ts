/** Strapi's auth errors are in English: the admin reads them in Portuguese. Unknown messages pass through. */
const MESSAGES: Record<string, string> = {
  'Invalid identifier or password': 'E-mail ou senha incorretos.',
  'Your account has been blocked by an administrator': 'Sua conta foi bloqueada por um administrador.',
  'Email or Username are already taken': 'Este e-mail já está cadastrado.',
  'Email is already taken': 'Este e-mail já está cadastrado.',
  'Too many requests, please try again later.': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'Incorrect code provided': 'Link inválido ou expirado. Solicite um novo link.',
};

export const translateAuthError = (error: unknown) => {
  const message = error instanceof Error ? error.message : '';
  return MESSAGES[message] ?? message;
};
