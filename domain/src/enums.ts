/** Closed value sets of spec §5/§9. */
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

/** Name of the users-permissions role type that grants the dashboard (spec §6 "user_roles" admin row). */
export const ADMIN_ROLE_TYPE = 'admin';
