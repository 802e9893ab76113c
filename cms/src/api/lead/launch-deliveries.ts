import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LANDING_WEBHOOK_EVENT, landingLeadRoutingSchema, landingOwnerSchema } from '@alicerce/domain';
import { leadLaunchEmail, leadPayload, type LeadMessageFields, type NewDelivery } from '../../outbox';
import { landingEndpoint } from '../../outbox/webhooks/endpoint-table';

/** Where the leads of one landing page go besides the agency's inbox: its title, its owner's name, its recipients and webhook. */
export type LaunchRouting = { title: string; slug: string; ownerName: string; recipients: string[]; webhookEndpointId: number | null };

/**
 * The routing of the published page a lead names (`landing_page_slug`), or null: no page, a draft, or neither
 * recipients nor a webhook. Read with the shared rules, so a stored value that is not valid sends nothing rather than anything.
 */
export async function launchRoutingOf(strapi: Core.Strapi, slug: string | null | undefined): Promise<LaunchRouting | null> {
  if (!slug) return null;
  const page = await strapi.db
    .query('api::landing-page.landing-page')
    .findOne({ where: { slug, is_published: true }, select: ['title', 'slug', 'owner', 'lead_routing'] });
  if (!page) return null;
  const routing = landingLeadRoutingSchema.safeParse(page.lead_routing ?? {});
  if (!routing.success) return null;
  const { recipients, webhook_endpoint_id: webhookEndpointId } = routing.data;
  if (recipients.length === 0 && webhookEndpointId === null) return null;
  const owner = landingOwnerSchema.safeParse(page.owner ?? { kind: 'agency' });
  return { title: page.title, slug: page.slug, ownerName: owner.success ? owner.data.name : '', recipients, webhookEndpointId };
}

type StoredLead = LeadMessageFields & Parameters<typeof leadPayload>[0];

/**
 * What the page's own receivers get, stored in the lead's transaction: one e-mail per recipient (each its own outbox
 * row: one address that fails does not hold the others back) and, when the page names a registered endpoint that is
 * on and subscribed to LANDING_WEBHOOK_EVENT, one signed webhook delivery with the lead, the page and the variant.
 */
export async function launchDeliveries(db: Knex.Transaction, lead: StoredLead, routing: LaunchRouting | null): Promise<NewDelivery[]> {
  if (!routing) return [];
  const emails: NewDelivery[] = routing.recipients.map((to) => ({
    channel: 'email',
    event: 'lead.created',
    subject_type: 'lead',
    subject_id: lead.documentId,
    message: leadLaunchEmail(lead, routing, to),
  }));
  const endpoint = routing.webhookEndpointId === null ? undefined : await landingEndpoint(db, routing.webhookEndpointId);
  if (!endpoint || !endpoint.active || endpoint.paused_at !== null) return emails;
  const data = {
    ...leadPayload(lead),
    landing_page: { slug: routing.slug, title: routing.title, owner: routing.ownerName || null, variant: lead.variant ?? null },
  };
  const webhook: NewDelivery = {
    channel: 'webhook',
    event: LANDING_WEBHOOK_EVENT,
    subject_type: 'lead',
    subject_id: lead.documentId,
    message: { endpoint_id: Number(endpoint.id), event: LANDING_WEBHOOK_EVENT, occurred_at: new Date().toISOString(), data },
  };
  return [...emails, webhook];
}
