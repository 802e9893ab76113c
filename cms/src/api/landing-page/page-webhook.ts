import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LANDING_OWNER_MESSAGES, landingLeadRoutingSchema, type LandingPageInput } from '@alicerce/domain';
import { landingEndpoint } from '../../outbox/webhooks/endpoint-table';

const endpointIdOf = (routing: unknown) => {
  const parsed = landingLeadRoutingSchema.safeParse(routing ?? {});
  return parsed.success ? parsed.data.webhook_endpoint_id : null;
};

/**
 * A page's own webhook must be a registered endpoint that takes landing-page leads (400 beside the field otherwise).
 * Checked only when the write changes it: a page saved as loaded is not refused because its endpoint changed since.
 */
export async function assertPageWebhook(strapi: Core.Strapi, page: LandingPageInput, stored: { lead_routing?: unknown } | null) {
  const id = page.lead_routing.webhook_endpoint_id;
  if (id === null || (stored && endpointIdOf(stored.lead_routing) === id)) return;
  if (await landingEndpoint(strapi.db.connection, id)) return;
  throw new errors.ValidationError(LANDING_OWNER_MESSAGES.webhook, {
    errors: [{ path: ['lead_routing', 'webhook_endpoint_id'], message: LANDING_OWNER_MESSAGES.webhook }],
  });
}

/** The titles of the landing pages (drafts included) whose leads go to endpoint `id`, in alphabetical order. */
export async function pagesUsingEndpoint(strapi: Core.Strapi, id: number): Promise<string[]> {
  // Few pages, routing kept as JSON: read and compare here, the same on SQLite and PostgreSQL.
  const pages: { title: string; lead_routing: unknown }[] = await strapi.db
    .query('api::landing-page.landing-page')
    .findMany({ select: ['title', 'lead_routing'] });
  const titles = new Set(pages.filter((page) => endpointIdOf(page.lead_routing) === id).map((page) => page.title));
  return [...titles].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
