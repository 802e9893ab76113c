import { z } from './zod';
import { PRIVACY_POLICY_VERSION } from './privacy';

/** How a consent choice was made: the banner's or the preferences' buttons. A withdrawal is a choice granting less. */
export const CONSENT_ACTIONS = ['accept_all', 'reject_all', 'save_preferences'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export const CONSENT_RECORD_MESSAGES = {
  consentId: 'Identificador do consentimento inválido',
  categories: 'Categorias de consentimento inválidas',
  policyVersion: 'Versão da política de privacidade inválida',
  action: 'Tipo de escolha de consentimento inválido',
  chosenAt: 'Data da escolha de consentimento inválida',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const M = CONSENT_RECORD_MESSAGES;

/** The random id the visitor's browser keeps with its consent choice (a UUID): the key an admin looks records up by. */
export const consentIdSchema = z
  .string({ error: M.consentId })
  .regex(UUID, M.consentId)
  .transform((id) => id.toLowerCase());

/**
 * One consent choice as the site sends it (POST /api/consent-records): proof of consent (LGPD Art. 8 §2) and nothing
 * that identifies the visitor. Unknown keys are dropped, never stored. 'necessary' is always granted.
 */
export const consentRecordInputSchema = z.object({
  consent_id: consentIdSchema,
  categories: z.object(
    {
      necessary: z.literal(true, { error: M.categories }),
      analytics: z.boolean({ error: M.categories }),
      marketing: z.boolean({ error: M.categories }),
    },
    { error: M.categories },
  ),
  // A choice queued in the browser before a policy change names the version the visitor saw then.
  policy_version: z.int({ error: M.policyVersion }).min(1, M.policyVersion).max(PRIVACY_POLICY_VERSION, M.policyVersion),
  action: z.enum(CONSENT_ACTIONS, { error: M.action }),
  chosen_at: z.iso.datetime({ error: M.chosenAt }),
});

export type ConsentRecordInput = z.infer<typeof consentRecordInputSchema>;

/** A stored record as the admin reads it (GET /api/consent-records?consentId=…). */
export type ConsentRecord = ConsentRecordInput & { recorded_at: string };

/** The admin's look-up query (GET /api/consent-records?consentId=…). */
export const consentLookupQuerySchema = z.object({ consentId: consentIdSchema });
