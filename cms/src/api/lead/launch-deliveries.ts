import type { Core } from '@strapi/strapi';
import { landingLeadRoutingSchema, landingOwnerSchema } from '@alicerce/domain';
import { leadLaunchEmail, type LeadMessageFields, type NewDelivery } from '../../outbox';

/** Where the leads of one landing page go besides the agency's inbox: its title, its owner's name and its recipients. */
export type LaunchRouting = { title: string; slug: string; ownerName: string; recipients: string[] };

/**
 * The routing of the published page a lead names (`landing_page_slug`), or null: no page, a draft, or no recipients.
 * Read with the shared rules, so a stored value that is not a valid list sends nothing rather than anything.
 */
export async function launchRoutingOf(strapi: Core.Strapi, slug: string | null | undefined): Promise<LaunchRouting | null> {
  if (!slug) return null;
  const page = await strapi.db
    .query('api::landing-page.landing-page')
    .findOne({ where: { slug, is_published: true }, select: ['title', 'slug', 'owner', 'lead_routing'] });
  if (!page) return null;
  const routing = landingLeadRoutingSchema.safeParse(page.lead_routing ?? {});
  if (!routing.success || routing.data.recipients.length === 0) return null;
  const owner = landingOwnerSchema.safeParse(page.owner ?? { kind: 'agency' });
  return { title: page.title, slug: page.slug, ownerName: owner.success ? owner.data.name : '', recipients: routing.data.recipients };
}

/** One e-mail per recipient of the page (each its own outbox row: one address that fails does not hold the others back). */
export function launchDeliveries(lead: LeadMessageFields & { documentId: string }, routing: LaunchRouting | null): NewDelivery[] {
  if (!routing) return [];
  return routing.recipients.map((to) => ({
    channel: 'email',
    event: 'lead.created',
    subject_type: 'lead',
    subject_id: lead.documentId,
    message: leadLaunchEmail(lead, routing, to),
  }));
}
