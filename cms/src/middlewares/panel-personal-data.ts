import type { Context, Next } from 'koa';

/**
 * In production the Strapi panel never reaches personal data: leads, bookings and consent records are read in the
 * dashboard only (behind the second factor required of admins). The panel's content manager does not list them
 * (bootstrap/panel-personal-data.ts hides the types) and every admin route that names one answers 403, whatever the
 * panel role — the super-admin's too, whose permissions Strapi does not let a role table narrow. The outbox's
 * deliveries are a table of their own, which the panel never shows. PANEL_PERSONAL_DATA=hidden does the same
 * outside production (tests).
 */
export const PANEL_HIDDEN_TYPES = ['api::lead.lead', 'api::booking.booking', 'api::consent-record.consent-record'];

export const panelHidesPersonalData = () => process.env.NODE_ENV === 'production' || process.env.PANEL_PERSONAL_DATA === 'hidden';

/** An admin (panel) route that names one of the hidden types, in its path or query, encoded or not. */
const namesHiddenType = (ctx: Context) => {
  let target = ctx.url;
  try {
    target = decodeURIComponent(ctx.url);
  } catch {
    // an undecodable address is checked as sent
  }
  return PANEL_HIDDEN_TYPES.some((uid) => target.includes(uid));
};

export default () => {
  const hidden = panelHidesPersonalData();
  return async (ctx: Context, next: Next) => {
    if (hidden && !ctx.path.startsWith('/api/') && namesHiddenType(ctx)) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: { status: 403, name: 'ForbiddenError', message: 'Dados pessoais não ficam no painel do Strapi: use o painel do site.', details: {} },
      };
      return;
    }
    await next();
  };
};
