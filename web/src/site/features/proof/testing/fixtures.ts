import type { ClientLogo, ProofImage, TeamMember, Testimonial } from '../types';

export const image = (name: string, alt: string | null = null, size = 480): ProofImage => ({
  url: `http://cms.test/uploads/${name}.png`,
  width: size,
  height: size,
  alternativeText: alt,
  formats: { thumbnail: { url: `http://cms.test/uploads/thumbnail_${name}.png`, width: 156, height: 156 } },
});

export const testimonial = (overrides: Partial<Testimonial> = {}): Testimonial => ({
  documentId: 'dep-1',
  quote: 'Vendemos 58 das 72 unidades em cinco meses.',
  author_name: 'Mariana Toledo',
  author_role: 'Diretora de Marketing',
  company: 'Horizonte Incorporações',
  photo: image('mariana-toledo'),
  case: { documentId: 'case-1', title: 'Residencial Mirante Campolim', slug: 'residencial-mirante-campolim' },
  featured: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const client = (overrides: Partial<ClientLogo> = {}): ClientLogo => ({
  documentId: 'cli-1',
  name: 'Terra Nova Urbanismo',
  logo: { ...image('terra-nova', 'Terra Nova Urbanismo'), width: 600, height: 144 },
  website_url: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  documentId: 'pes-1',
  name: 'Juliana Martins',
  job_title: 'Diretora de Estratégia',
  bio: 'Quinze anos de marketing imobiliário.',
  photo: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
