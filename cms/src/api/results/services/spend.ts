import type { ResultsFunnel, SpendFigures } from '@alicerce/domain';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Cost per lead, cost per booking (R$, to the cent) and ROAS (won value / spend) of a spend; null where the divisor is
 * 0 and, for the costs, where no spend was typed at all (undefined: unknown, not free).
 */
export function spendFigures(
  typed: number | undefined,
  { leads, bookings, value }: Pick<ResultsFunnel, 'leads' | 'bookings' | 'value'>,
): SpendFigures {
  const spend = typed ?? 0;
  return {
    spend: cents(spend),
    cost_per_lead: typed !== undefined && leads > 0 ? cents(spend / leads) : null,
    cost_per_booking: typed !== undefined && bookings > 0 ? cents(spend / bookings) : null,
    roas: spend > 0 ? value / spend : null,
  };
}

type CampaignFunnel = Pick<ResultsFunnel, 'leads' | 'bookings' | 'value'> & { campaign: string };

/**
 * One row per campaign that converted or has spend in the range (conversions without a campaign have no spend to
 * compare with and are left out), most spent first.
 */
export function campaignSpends(conversions: CampaignFunnel[], spendOf: Map<string, number>) {
  const rows = new Map(conversions.filter((row) => row.campaign !== '').map((row) => [row.campaign, row]));
  for (const campaign of spendOf.keys()) if (!rows.has(campaign)) rows.set(campaign, { campaign, leads: 0, bookings: 0, value: 0 });
  return [...rows.values()]
    .map(({ campaign, leads, bookings, value }) => ({
      campaign,
      leads,
      bookings,
      value,
      ...spendFigures(spendOf.get(campaign), { leads, bookings, value }),
    }))
    .sort((a, b) => b.spend - a.spend || b.leads + b.bookings - (a.leads + a.bookings) || a.campaign.localeCompare(b.campaign));
}
