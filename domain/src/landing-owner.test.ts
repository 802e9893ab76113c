import { describe, expect, it } from 'vitest';
import { LANDING_STARTER_TEMPLATE } from './landing-template';
import { landingPageInputSchema } from './landing-page';
import { LANDING_OWNER_MESSAGES, formatWhatsappBr, landingLeadRoutingSchema, normalizeWhatsappBr } from './landing-owner';

describe("a landing page's WhatsApp (one rule for the site and the CMS)", () => {
  it.each([
    ['+55 15 99876-5432', '+5515998765432'],
    ['(15) 99876-5432', '+5515998765432'],
    ['5515998765432', '+5515998765432'],
    ['015 99876-5432', '+5515998765432'],
  ])('accepts a Brazilian mobile typed as %s', (typed, normalized) => {
    expect(normalizeWhatsappBr(typed)).toBe(normalized);
    expect(formatWhatsappBr(normalized)).toBe('+55 15 99876-5432');
  });

  it.each(['+1 415 555 0100', '(15) 3456-7890', '(05) 99876-5432', '99876-5432', '+55 15 99876-5432 ramal 2', 'javascript:alert(1)'])(
    'refuses %s',
    (typed) => expect(normalizeWhatsappBr(typed)).toBeNull(),
  );

  it('a page with a wrong number is refused with the pt-BR message beside the field', () => {
    const result = landingPageInputSchema.safeParse({ ...LANDING_STARTER_TEMPLATE, contact: { whatsapp: '(15) 3456-7890' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['contact', 'whatsapp'], message: LANDING_OWNER_MESSAGES.whatsapp });
  });
});

describe('owner and lead routing', () => {
  it('a page stored before owners existed reads as the agency’s own, with no recipients', () => {
    const page = landingPageInputSchema.parse(LANDING_STARTER_TEMPLATE);
    expect(page.owner).toEqual({ kind: 'agency', name: '', logo: null, accent: null });
    expect(page.lead_routing).toEqual({ recipients: [], webhook_endpoint_id: null });
  });

  it('a launch needs its name and logo', () => {
    const result = landingPageInputSchema.safeParse({ ...LANDING_STARTER_TEMPLATE, owner: { kind: 'launch', name: '', logo: null } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LANDING_OWNER_MESSAGES.name, LANDING_OWNER_MESSAGES.logo]);
  });

  it('recipients are e-mails, lowercased, at most five, none twice; the webhook is a registered endpoint’s id', () => {
    expect(landingLeadRoutingSchema.parse({ recipients: [' Vendas@Horizonte.example '] }).recipients).toEqual(['vendas@horizonte.example']);
    expect(landingLeadRoutingSchema.safeParse({ recipients: ['vendas@'] }).success).toBe(false);
    expect(landingLeadRoutingSchema.safeParse({ recipients: ['a@x.example', 'A@x.example'] }).success).toBe(false);
    expect(landingLeadRoutingSchema.safeParse({ recipients: Array.from({ length: 6 }, (_, i) => `v${i}@x.example`) }).success).toBe(false);
    // The page's webhook is a registered endpoint, named by its id: never a free URL an editor or an attacker could type.
    for (const id of ['https://crm.example/hook', 0, -3, 1.5])
      expect(landingLeadRoutingSchema.safeParse({ webhook_endpoint_id: id }).error?.issues[0].message).toBe(LANDING_OWNER_MESSAGES.webhook);
    expect(landingLeadRoutingSchema.parse({ webhook_endpoint_id: 7 }).webhook_endpoint_id).toBe(7);
    expect(landingLeadRoutingSchema.parse({ webhook_url: 'https://crm.horizonte.example/leads' })).toEqual({
      recipients: [],
      webhook_endpoint_id: null,
    });
  });
});
