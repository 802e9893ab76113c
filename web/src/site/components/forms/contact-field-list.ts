import type { ContactFieldsInput } from '@alicerce/domain';

export type ContactField = {
  name: keyof ContactFieldsInput;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  wide?: boolean;
  multiline?: boolean;
};

/** The lead and booking contact fields (one set of rules: contactFieldsSchema), in the order the spec lists them (the first error shown is the first here). */
export const CONTACT_FIELDS: ContactField[] = [
  { name: 'name', label: 'Nome', required: true, autoComplete: 'name' },
  { name: 'email', label: 'E-mail', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefone / WhatsApp', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Empresa', autoComplete: 'organization' },
  { name: 'message', label: 'Mensagem', wide: true, multiline: true },
];
