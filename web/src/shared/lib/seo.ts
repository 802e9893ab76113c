import type { MetaDescriptor } from 'react-router';

import { defaultCompany, type Company } from '@/shared/config/company';
import { env } from '@/shared/config/env';

import { absoluteUrl, organizationJsonLd, websiteJsonLd, type JsonLd } from './json-ld';

export const brandName = defaultCompany.name;

export const pageTitle = (title: string) => `${title} | ${brandName}`;

/** The public site's origin (VITE_SITE_URL): canonical, Open Graph and JSON-LD URLs are built on it. */
export const siteUrl = env.SITE_URL.replace(/\/+$/, '');

export type OgImage = { url: string; width: number; height: number; alt?: string };

const ogImage = (name: string, alt: string): OgImage => ({ url: `/og/${name}.png`, width: 1200, height: 630, alt });

/** The local 1200×630 images of public/og (drawn by scripts/og-images.mjs). */
export const ogImages = {
  default: ogImage('default', 'Alicerce Digital: marketing digital imobiliário'),
  home: ogImage('home', 'Alicerce Digital: marketing digital que vende imóveis'),
  services: ogImage('servicos', 'Serviços e planos da Alicerce Digital'),
  contact: ogImage('contato', 'Fale com a Alicerce Digital'),
  blog: ogImage('blog', 'Blog da Alicerce Digital'),
  cases: ogImage('cases', 'Cases de sucesso da Alicerce Digital'),
  realEstateMarketing: ogImage('marketing-digital-imobiliario', 'Marketing digital imobiliário'),
  booking: ogImage('agendamento', 'Agende sua consultoria gratuita'),
} as const;

/** The parts of a route's MetaArgs the helpers read (the root route's loader data carries `company`). */
export type MetaContext = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** Company data of the root loader (read from the CMS at build time), else the built-in defaults. */
export function companyFromMatches(matches: MetaContext['matches']): Company {
  const rootData = matches.find((match) => match?.id === 'root')?.loaderData as { company?: Company | null } | undefined;
  return rootData?.company ?? defaultCompany;
}

/** '/blog/' → '/blog'; '/' stays. */
export const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/');

export type PageMetaOptions = {
  /** Defaults to the branded image. */
  image?: OgImage;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Page-specific JSON-LD nodes (Organization and WebSite are always added). */
  jsonLd?: JsonLd[];
  /** og article:* tags. */
  article?: { publishedTime?: string; modifiedTime?: string; section?: string };
  /** The page's own address when the file served differs (a landing page's hero variant: /lp/<slug>/__v/b → /lp/<slug>). */
  canonicalPath?: string;
};

/**
 * Meta descriptors of a public page (route `meta` export): title, description and, given the route's
 * MetaArgs, canonical URL, Open Graph, Twitter card and the JSON-LD every public page carries.
 * A child route's meta replaces its parents', so every public route calls this.
 */
export function pageMeta(title: string, description: string, context?: MetaContext, options: PageMetaOptions = {}): MetaDescriptor[] {
  const base: MetaDescriptor[] = [{ title: pageTitle(title) }, { name: 'description', content: description }];
  if (!context) return options.noindex ? [...base, { name: 'robots', content: 'noindex' }] : base;

  const company = companyFromMatches(context.matches);
  const url = absoluteUrl(siteUrl, options.canonicalPath ?? normalizePath(context.location.pathname));
  const image = options.image ?? ogImages.default;
  const imageUrl = absoluteUrl(siteUrl, image.url);
  const fullTitle = pageTitle(title);

  return [
    ...base,
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    ...(options.article?.publishedTime ? [{ property: 'article:published_time', content: options.article.publishedTime }] : []),
    ...(options.article?.modifiedTime ? [{ property: 'article:modified_time', content: options.article.modifiedTime }] : []),
    ...(options.article?.section ? [{ property: 'article:section', content: options.article.section }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    ...(image.alt ? [{ name: 'twitter:image:alt', content: image.alt }] : []),
    { 'script:ld+json': organizationJsonLd(siteUrl, company) },
    { 'script:ld+json': websiteJsonLd(siteUrl, company) },
    ...(options.jsonLd ?? []).map((node) => ({ 'script:ld+json': node })),
  ];
}

/** Meta descriptors for an admin page: never indexed. */
export function adminMeta(title: string) {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}
