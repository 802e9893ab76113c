/**
 * The spec's pt-BR messages of the lead and booking forms' contact fields (§5), in a module of plain text: the site's
 * pages read them (to recognise the CMS's answer) without loading the zod rules that use them (lead.ts).
 */
export const CONTACT_MESSAGES = {
  nameMin: 'Nome deve ter no mínimo 2 caracteres',
  nameMax: 'Nome deve ter no máximo 100 caracteres',
  nameLetters: 'Nome deve conter apenas letras',
  email: 'Email inválido',
  emailMax: 'Email deve ter no máximo 255 caracteres',
  phoneDigits: 'Telefone deve conter apenas números',
  phoneMin: 'Telefone deve ter no mínimo 10 dígitos',
  phoneMax: 'Telefone deve ter no máximo 20 caracteres',
  companyMax: 'Empresa deve ter no máximo 200 caracteres',
  messageMax: 'Mensagem deve ter no máximo 1000 caracteres',
} as const;
