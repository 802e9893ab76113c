// schema.org JSON-LD builders (pure: site URL and company data come in as arguments).
import type { Company } from '@/shared/config/company';

export type JsonLd = Record<string, unknown>;

export type Crumb = { name: string; path: string };

export type FaqEntry = { question: string; answer: string };

export type BlogPostingInput = {
  path: string;
  headline: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  dateModified?: string;
  /** Absolute URL. */
  image: string;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Absolute URL of a site path ('/' → 'https://site/'). */
export const absoluteUrl = (siteUrl: string, path: string) => {
  if (/^https?:\/\//.test(path)) return path;
  return `${trimSlash(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`;
};

export const organizationId = (siteUrl: string) => `${trimSlash(siteUrl)}/#organization`;
export const websiteId = (siteUrl: string) => `${trimSlash(siteUrl)}/#website`;

/** 'Sorocaba - SP' → { locality: 'Sorocaba', region: 'SP' }. */
export function splitCity(city: string) {
  const [locality, region] = city.split(/\s+[-–/]\s+/);
  return { locality: locality?.trim() || 'Sorocaba', region: region?.trim() || 'SP' };
}

/** E.164-style phone from the wa.me digits ('5515900000000' → '+55 15 90000-0000'). */
export function telephone(company: Company) {
  const digits = company.whatsappDigits.replace(/\D/g, '');
  const match = digits.match(/^(55)(\d{2})(\d{4,5})(\d{4})$/);
  return match ? `+${match[1]} ${match[2]} ${match[3]}-${match[4]}` : `+${digits}`;
}

/** The agency: Organization and LocalBusiness (ProfessionalService) in one node, on every public page. */
export function organizationJsonLd(siteUrl: string, company: Company): JsonLd {
  const { locality, region } = splitCity(company.city);
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': organizationId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    image: absoluteUrl(siteUrl, '/og/default.png'),
    telephone: telephone(company),
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressRegion: region,
      addressCountry: 'BR',
    },
    areaServed: 'BR',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ],
  };
}

export function websiteJsonLd(siteUrl: string, company: Company): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: 'pt-BR',
    publisher: { '@id': organizationId(siteUrl) },
  };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** What a BlogPosting and a case study's Article share: dates, image, language, address, author and publisher. */
function articleBody(siteUrl: string, company: Company, item: { path: string; datePublished: string; dateModified?: string; image: string }) {
  const url = absoluteUrl(siteUrl, item.path);
  const organization = { '@type': 'Organization', '@id': organizationId(siteUrl), name: company.name, url: absoluteUrl(siteUrl, '/') };
  return {
    datePublished: item.datePublished,
    dateModified: item.dateModified ?? item.datePublished,
    image: [item.image],
    inLanguage: 'pt-BR',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') } },
  };
}

export function blogPostingJsonLd(siteUrl: string, company: Company, post: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    ...articleBody(siteUrl, company, post),
  };
}

export type CaseStudyInput = {
  path: string;
  headline: string;
  description: string;
  client: string;
  datePublished: string;
  dateModified?: string;
  image: string;
};

/** A case study as an Article about the client's campaign, by and published by the agency. */
export function caseStudyJsonLd(siteUrl: string, company: Company, study: CaseStudyInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    articleSection: 'Cases',
    headline: study.headline,
    description: study.description,
    about: { '@type': 'Organization', name: study.client },
    ...articleBody(siteUrl, company, study),
  };
}

export function faqPageJsonLd(faqs: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
