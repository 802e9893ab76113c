import { describe, expect, it } from 'vitest';

import { defaultCompany } from '@/shared/config/company';

import { adminMeta, companyFromMatches, normalizePath, ogImages, pageMeta, siteUrl } from './seo';

const context = (pathname: string, company: unknown = null) => ({
  location: { pathname },
  matches: [{ id: 'root', loaderData: { company } }, { id: 'routes/x' }],
});

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], key: string, value: string) => meta.find((d) => d[key] === value);
const ldNodes = (meta: Descriptor[]) => meta.filter((d) => 'script:ld+json' in d).map((d) => d['script:ld+json'] as Descriptor);

describe('pageMeta', () => {
  it('keeps title + description alone without route context', () => {
    expect(pageMeta('Blog', 'Artigos')).toEqual([{ title: 'Blog | Alicerce Digital' }, { name: 'description', content: 'Artigos' }]);
  });

  it('adds canonical, Open Graph, Twitter and the shared JSON-LD', () => {
    const meta = pageMeta('Serviços', 'Nossos serviços', context('/servicos/'), { image: ogImages.services }) as Descriptor[];
    expect(find(meta, 'rel', 'canonical')).toEqual({ tagName: 'link', rel: 'canonical', href: `${siteUrl}/servicos` });
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${siteUrl}/servicos`);
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${siteUrl}/og/servicos.png`);
    expect(find(meta, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(meta, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(meta, 'property', 'og:locale')?.content).toBe('pt_BR');
    expect(find(meta, 'property', 'og:type')?.content).toBe('website');
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'name', 'twitter:image')?.content).toBe(`${siteUrl}/og/servicos.png`);
    expect(find(meta, 'name', 'robots')).toBeUndefined();
    expect(ldNodes(meta).map((node) => node['@type'])).toEqual([['Organization', 'ProfessionalService'], 'WebSite']);
  });

  it('uses the company of the root loader, and marks noindex pages', () => {
    const company = { ...defaultCompany, name: 'Outra Agência', email: 'oi@outra.example' };
    const meta = pageMeta('Obrigado', 'Recebido', context('/obrigado', company), { noindex: true, jsonLd: [{ '@type': 'Thing' }] }) as Descriptor[];
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex');
    expect(find(meta, 'property', 'og:site_name')?.content).toBe('Outra Agência');
    expect(ldNodes(meta)[0]).toMatchObject({ email: 'oi@outra.example' });
    expect(ldNodes(meta)[2]).toEqual({ '@type': 'Thing' });
  });

  it('falls back to the default company and normalizes paths', () => {
    expect(companyFromMatches([undefined, { id: 'root', loaderData: { company: null } }])).toBe(defaultCompany);
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/blog/')).toBe('/blog');
  });

  it('admin pages are noindex', () => {
    expect(adminMeta('Entrar')).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
