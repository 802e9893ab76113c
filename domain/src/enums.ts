/** Closed value sets of spec §5/§9, and other plain constants (no zod here: the site imports these on every page). */
export const PLATFORMS = ['Google Ads', 'Meta Ads', 'LinkedIn Ads', 'Display', 'Multicanal'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PROPERTY_TYPES = ['Apartamentos', 'Casas', 'Comercial', 'Loteamentos', 'Alto Padrão'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PAGE_SLUGS = ['home', 'servicos', 'cases', 'blog', 'contato'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const CONTENT_TYPES = ['hero', 'about', 'features', 'cta', 'testimonials'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const SETTING_KEYS = ['head_scripts', 'body_scripts', 'footer_scripts'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** LGPD consent category of a script snippet: it runs only once the visitor grants it ('necessary' always runs). */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** A snippet with no category stored is treated as the most restrictive one. */
export const DEFAULT_CONSENT_CATEGORY: ConsentCategory = 'marketing';

/** Name of the hidden field people never fill and form-filling bots do. */
export const HONEYPOT_FIELD = 'website_url';

/** Name of the users-permissions role type that grants the dashboard (spec §6 "user_roles" admin row). */
export const ADMIN_ROLE_TYPE = 'admin';
/** Role type of the marketing team's editors: cases (with media), page contents and articles; nothing else. */
export const EDITOR_ROLE_TYPE = 'editor';
/** users-permissions' own role of every self-registered account: no dashboard. */
export const AUTHENTICATED_ROLE_TYPE = 'authenticated';
/** The roles an admin can give an account in the Equipe tab, least access first. */
export const TEAM_ROLE_TYPES = [AUTHENTICATED_ROLE_TYPE, EDITOR_ROLE_TYPE, ADMIN_ROLE_TYPE] as const;
export type TeamRoleType = (typeof TEAM_ROLE_TYPES)[number];
/** Roles that open the dashboard (each sees its own tabs) and write site content: cases, page contents, articles. */
export const CONTENT_ROLE_TYPES: readonly string[] = [ADMIN_ROLE_TYPE, EDITOR_ROLE_TYPE];
export const canEditContent = (roleType: string | null | undefined) => Boolean(roleType && CONTENT_ROLE_TYPES.includes(roleType));
