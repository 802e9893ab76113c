import { z } from './zod';
import { CONSENT_CATEGORIES, SETTING_KEYS } from './enums';

/** Scripts are free text written by admins; 100 000 characters keeps a request small. */
export const siteSettingInputSchema = z.object({
  setting_key: z.enum(SETTING_KEYS, { error: 'Chave de configuração inválida' }),
  setting_value: z.string({ error: 'Valor da configuração inválido' }).max(100_000, 'Configuração deve ter no máximo 100000 caracteres'),
  /** Omitted: a new row gets the default (marketing), an existing row keeps its category. */
  consent_category: z.enum(CONSENT_CATEGORIES, { error: 'Categoria de consentimento inválida' }).optional(),
});

export type SiteSettingInput = z.infer<typeof siteSettingInputSchema>;
