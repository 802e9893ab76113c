import { describe, expect, it } from 'vitest';

import { defaultCompany } from '@/shared/config/company';

import { absoluteUrl, blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, splitCity, telephone, websiteJsonLd } from './json-ld';

const site = 'https://www.example.com';

describe('JSON-LD builders', () => {
  it('makes absolute URLs from site paths and keeps absolute ones', () => {
    expect(absoluteUrl(`${site}/`, '/')).toBe(`${site}/`);
    expect(absoluteUrl(site, 'blog')).toBe(`${site}/blog`);
    expect(absoluteUrl(site, 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('splits the city and formats the phone', () => {
    expect(splitCity('Sorocaba - SP')).toEqual({ locality: 'Sorocaba', region: 'SP' });
    expect(telephone(defaultCompany)).toBe('+55 15 90000-0000');
  });

  it('describes the agency as Organization + ProfessionalService in Sorocaba, open Mo–Fr 08–18', () => {
    const org = organizationJsonLd(site, defaultCompany);
    expect(org['@type']).toEqual(['Organization', 'ProfessionalService']);
    expect(org).toMatchObject({
      name: 'Alicerce Digital',
      url: `${site}/`,
      logo: `${site}/favicon.svg`,
      email: defaultCompany.email,
      telephone: '+55 15 90000-0000',
      address: { '@type': 'PostalAddress', addressLocality: 'Sorocaba', addressRegion: 'SP', addressCountry: 'BR' },
    });
    expect(org.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }),
    ]);
  });

  it('builds WebSite, BreadcrumbList and FAQPage', () => {
    expect(websiteJsonLd(site, defaultCompany)).toMatchObject({ '@type': 'WebSite', url: `${site}/`, inLanguage: 'pt-BR' });
    const crumbs = breadcrumbJsonLd(site, [
      { name: 'Início', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site}/blog` },
    ]);
    const faq = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('builds a BlogPosting with the organization as author and publisher', () => {
    const post = blogPostingJsonLd(site, defaultCompany, {
      path: '/blog/x',
      headline: 'Título',
      description: 'Resumo',
      datePublished: '2025-01-15',
      image: 'https://cms.example.com/uploads/x.jpg',
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Título',
      datePublished: '2025-01-15',
      dateModified: '2025-01-15',
      image: ['https://cms.example.com/uploads/x.jpg'],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site}/blog/x` },
      author: { '@type': 'Organization', name: 'Alicerce Digital' },
      publisher: { '@type': 'Organization', name: 'Alicerce Digital', logo: { url: `${site}/favicon.svg` } },
    });
  });
});
