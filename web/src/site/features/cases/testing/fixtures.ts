import type { Case, Media } from '../types';

const media = (name: string, alt: string | null = null): Media => ({
  url: `http://cms.test/uploads/${name}.jpg`,
  width: 1200,
  height: 800,
  alternativeText: alt,
  formats: {
    thumbnail: { url: `http://cms.test/uploads/thumbnail_${name}.jpg`, width: 234, height: 156 },
    small: { url: `http://cms.test/uploads/small_${name}.jpg`, width: 500, height: 333 },
    medium: { url: `http://cms.test/uploads/medium_${name}.jpg`, width: 750, height: 500 },
    large: { url: `http://cms.test/uploads/large_${name}.jpg`, width: 1000, height: 667 },
  },
});

const base: Case = {
  documentId: 'doc-base',
  title: 'Case base',
  slug: 'case-base',
  client_name: 'Cliente Base',
  segment: 'Incorporadora',
  platform: 'Google Ads',
  property_type: 'Apartamentos',
  short_description: 'Descrição curta.',
  challenge: 'Desafio do cliente.',
  strategy: ['Primeira ação'],
  results: { Leads: '100' },
  image_url: null,
  chart_url: null,
  gallery_images: [],
  learning: null,
  is_published: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  image: null,
  chart: null,
  gallery: [],
};

export const makeCase = (overrides: Partial<Case> = {}): Case => ({ ...base, ...overrides });

const gallery = Array.from({ length: 8 }, (_, i) => media(`mirante_g${i + 1}`));

/** Main image, chart and 8 gallery images from the media library (like the seeded Mirante case). */
export const richCase = makeCase({
  documentId: 'doc-mirante',
  title: 'Residencial Mirante',
  slug: 'residencial-mirante',
  client_name: 'Horizonte Incorporações',
  strategy: ['Campanhas de pesquisa por intenção', 'Landing page com simulador', '  ', 'Relatório semanal'],
  results: { 'Leads gerados': '2.860', 'Custo por lead': 'R$ 21,30', 'Unidades vendidas': '58 de 72', 'Visitas ao decorado': '412' },
  learning: 'Medir o que acontece depois do clique fez a verba render.',
  image: media('mirante_main', 'Fachada do Residencial Mirante'),
  chart: media('mirante_chart'),
  gallery,
  image_url: 'http://cms.test/uploads/mirante_main.jpg',
  chart_url: 'http://cms.test/uploads/mirante_chart.jpg',
  gallery_images: gallery.map((m) => m.url),
});

/** No image at all: the card shows the local placeholder. */
export const bareCase = makeCase({
  documentId: 'doc-corretor',
  title: 'Corretor autônomo em Votorantim',
  slug: 'corretor-votorantim',
  client_name: 'Rafael Corretor',
  segment: 'Corretor autônomo',
  platform: 'Meta Ads',
  property_type: 'Casas',
  results: { 'Contatos no WhatsApp': '318', 'Custo por contato': 'R$ 28,30', 'Vendas fechadas': '9' },
});

/** Typed URLs only (no media library), one gallery image, no property type. */
export const urlCase = makeCase({
  documentId: 'doc-url',
  title: 'Imobiliária Casa Forte',
  slug: 'imobiliaria-casa-forte',
  client_name: 'Casa Forte Imóveis',
  segment: 'Imobiliária',
  platform: 'LinkedIn Ads',
  property_type: null,
  image_url: 'https://img.test/casa-forte.jpg',
  gallery_images: ['https://img.test/casa-forte-1.jpg'],
});

export const caseList: Case[] = [richCase, bareCase, urlCase];
