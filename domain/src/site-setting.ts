import { z } from 'zod';
import { SETTING_KEYS } from './enums';

/** Scripts are free text written by admins; 100 000 characters keeps a request small. */
export const siteSettingInputSchema = z.object({
  setting_key: z.enum(SETTING_KEYS, { error: 'Chave de configuração inválida' }),
  setting_value: z.string({ error: 'Valor da configuração inválido' }).max(100_000, 'Configuração deve ter no máximo 100000 caracteres'),
});

export type SiteSettingInput = z.infer<typeof siteSettingInputSchema>;
