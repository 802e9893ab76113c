/**
 * 'Início' (issue 57): the dashboard's first screen after sign-in. GET /api/dashboard-home answers these blocks with
 * the caller's permissions: every team member gets the content blocks; admins also get the funnel (`funnel` is null
 * for an editor — the CMS leaves it out, not the browser).
 */

/** A count now and in the period before it (today and yesterday; this week and last week, Sao Paulo time). */
export type HomeCount = { current: number; previous: number };

/** A document a block names: its type (the editable subject), its documentId and title. */
export type HomeDocument = { subject: 'case' | 'article' | 'landing_page'; documentId: string; title: string };

export type HomeContent = {
  /** Unpublished cases, articles and landing pages, the most recently changed first (`total` counts them all). */
  drafts: { total: number; items: Array<HomeDocument & { updatedAt: string }> };
  /** Articles scheduled to publish, the soonest first. */
  scheduled: Array<HomeDocument & { at: string }>;
  /** Published landing pages that end within HOME_ENDING_DAYS, the soonest first. */
  endingSoon: Array<HomeDocument & { at: string }>;
  /** Documents with an editor open now, and by whom (display names only). */
  editing: Array<HomeDocument & { by: string; since: string }>;
};

export type HomeFunnel = {
  leads: { today: HomeCount; week: HomeCount };
  bookings: { today: HomeCount; week: HomeCount };
  /** The next confirmed consultations, the soonest first. */
  nextBookings: Array<{ documentId: string; name: string; date: string; time: string; meeting_url: string }>;
  /** Leads still 'Novo', the oldest first (`total` counts them all). */
  uncontacted: { total: number; items: Array<{ documentId: string; name: string; phone: string | null; createdAt: string }> };
  /** Deliveries failed, or still unsent 15 minutes after they were stored (the Envios banner's rule). */
  failing: { count: number; oldestAt: string | null };
  /** Landing pages with more than one hero variant: each variant's views and leads since the page has had them. */
  abTests: Array<{ documentId: string; title: string; slug: string; arms: Array<{ variant: string; views: number; conversions: number }> }>;
};

export type DashboardHome = { content: HomeContent; funnel: HomeFunnel | null };

/** How far ahead 'Landing pages encerrando' looks. */
export const HOME_ENDING_DAYS = 7;
/** Rows per list block (each block links to its screen for the rest). */
export const HOME_LIST_LIMIT = 5;
