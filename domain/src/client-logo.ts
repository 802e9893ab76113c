import { z } from './zod';
import { LIMITS } from './limits';
import { displayOrder, mediaId, optionalHttpsUrl, publishedFlag, requiredText } from './proof-fields';

export const LOGO_REQUIRED_MESSAGE = 'Logo é obrigatório';

/**
 * A client shown in the logo strip (issue 27 "proof"): its name (the spec's client-name rules), its logo (a media-library
 * image; its alt text is the file's, or the name), an optional https address of its site, order and publication.
 */
const clientFields = {
  name: requiredText(LIMITS.proof.company, 'Nome do cliente é obrigatório', 'Nome muito longo'),
  logo: z.number({ error: LOGO_REQUIRED_MESSAGE }).pipe(mediaId),
  website_url: optionalHttpsUrl,
  display_order: displayOrder,
  is_published: publishedFlag,
};

export const clientInputSchema = z.object({
  ...clientFields,
  display_order: clientFields.display_order.default(0),
  is_published: clientFields.is_published.default(true),
});

export type ClientInput = z.infer<typeof clientInputSchema>;

/** For updates every field may be omitted (and none gets a default): the rules of the present ones still hold. */
export const clientPatchSchema = z.object(clientFields).partial();
