import type { Core } from '@strapi/strapi';
import {
  HOME_LIST_LIMIT,
  addDays,
  mondayOf,
  landingVariantKeys,
  saoPauloNow,
  saoPauloToUtc,
  type HomeCount,
  type HomeFunnel,
} from '@alicerce/domain';
import { FAILING_AFTER_MS, failingDeliveries } from '../../../outbox/table';
import { landingArmsEver } from '../../results/services/landing-variants';
import { storedBlocks } from '../../landing-page/services/landing-page';

type Row = Record<string, unknown> & { documentId: string };
const midnight = (day: string) => saoPauloToUtc(day, '00:00');

/** Rows of `uid` created in [from, to). */
const createdBetween = (strapi: Core.Strapi, uid: 'api::lead.lead' | 'api::booking.booking', from: Date, to: Date) =>
  strapi.db.query(uid).count({ where: { createdAt: { $gte: from, $lt: to } } });

/** Today against yesterday, and this week (Monday to now) against last week, Sao Paulo time. */
async function counts(strapi: Core.Strapi, uid: 'api::lead.lead' | 'api::booking.booking', now: Date) {
  const today = saoPauloNow(now).date;
  const monday = mondayOf(today);
  const [current, yesterday, week, lastWeek] = await Promise.all([
    createdBetween(strapi, uid, midnight(today), now),
    createdBetween(strapi, uid, midnight(addDays(today, -1)), midnight(today)),
    createdBetween(strapi, uid, midnight(monday), now),
    createdBetween(strapi, uid, midnight(addDays(monday, -7)), midnight(monday)),
  ]);
  const pair = (a: number, b: number): HomeCount => ({ current: a, previous: b });
  return { today: pair(current, yesterday), week: pair(week, lastWeek) };
}

/** The next confirmed consultations (today's still to come, then the next days), the soonest first. */
async function nextBookings(strapi: Core.Strapi, now: Date): Promise<HomeFunnel['nextBookings']> {
  const { date, time } = saoPauloNow(now);
  const rows = (await strapi.db.query('api::booking.booking').findMany({
    where: { booking_state: 'confirmed', anonymised_at: { $null: true }, $or: [{ date: { $gt: date } }, { date, time: { $gte: time } }] },
    select: ['documentId', 'name', 'date', 'time', 'meeting_url'],
    orderBy: [{ date: 'asc' }, { time: 'asc' }],
    limit: HOME_LIST_LIMIT,
  })) as Array<Row & { name: string; date: string; time: string; meeting_url: string }>;
  return rows.map(({ documentId, name, date: day, time: at, meeting_url }) => ({ documentId, name, date: day, time: at, meeting_url }));
}

/** Leads still 'Novo' (not anonymised), the oldest first: the ones waiting longest for a call. */
async function uncontacted(strapi: Core.Strapi): Promise<HomeFunnel['uncontacted']> {
  const where = { lead_status: 'new', anonymised_at: { $null: true } };
  const leads = strapi.db.query('api::lead.lead');
  const [rows, total] = await Promise.all([
    leads.findMany({ where, select: ['documentId', 'name', 'phone', 'createdAt'], orderBy: { createdAt: 'asc' }, limit: HOME_LIST_LIMIT }),
    leads.count({ where }),
  ]);
  return {
    total,
    items: (rows as Array<Row & { name: string; phone: string | null; createdAt: string }>).map((row) => ({
      documentId: row.documentId,
      name: row.name,
      phone: row.phone || null,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/** Published landing pages whose hero has more than one variant, with each variant's figures since the page has had them. */
async function abTests(strapi: Core.Strapi): Promise<HomeFunnel['abTests']> {
  const pages = (await strapi.db.query('api::landing-page.landing-page').findMany({
    where: { is_published: true },
    select: ['documentId', 'title', 'slug', 'blocks', 'ends_at'],
  })) as Array<Row & { title: string; slug: string; blocks: unknown; ends_at: string | null }>;
  const running = pages.filter(
    (page) => (!page.ends_at || Date.parse(page.ends_at) > Date.now()) && landingVariantKeys(storedBlocks(page)).length > 1,
  );
  return Promise.all(
    running.slice(0, HOME_LIST_LIMIT).map(async (page) => {
      const arms = await landingArmsEver(strapi, page.slug);
      const keys = landingVariantKeys(storedBlocks(page));
      return { documentId: page.documentId, title: page.title, slug: page.slug, arms: keys.map((variant) => ({ variant, ...arms[variant] })) };
    }),
  );
}

/** Início's funnel blocks: an admin's only (the controller never calls this for an editor). */
export async function funnelBlocks(strapi: Core.Strapi, now = new Date()): Promise<HomeFunnel> {
  const [leads, bookings, next, waiting, failing, tests] = await Promise.all([
    counts(strapi, 'api::lead.lead', now),
    counts(strapi, 'api::booking.booking', now),
    nextBookings(strapi, now),
    uncontacted(strapi),
    failingDeliveries(strapi, now.getTime() - FAILING_AFTER_MS),
    abTests(strapi),
  ]);
  return {
    leads,
    bookings,
    nextBookings: next,
    uncontacted: waiting,
    failing: { count: failing.count, oldestAt: failing.oldestAt === null ? null : new Date(failing.oldestAt).toISOString() },
    abTests: tests,
  };
}
