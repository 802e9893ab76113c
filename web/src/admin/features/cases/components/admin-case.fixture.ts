import type { AdminCase } from '../types';

/** A stored, unpublished case with one uploaded gallery image, as the CMS lists it to an admin. */
export const storedCase: AdminCase = {
  id: 1,
  documentId: 'doc-1',
  title: 'Residencial Aurora',
  slug: 'residencial-aurora',
  client_name: 'Construtora Sol',
  segment: 'Construtora',
  platform: 'Google Ads',
  property_type: null,
  short_description: 'Leads qualificados para o lançamento.',
  challenge: 'Baixa conversão.',
  strategy: ['Pesquisa', 'Remarketing'],
  results: { Leads: '+150%' },
  image_url: null,
  chart_url: null,
  learning: null,
  gallery_images: [],
  is_published: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  version: 3,
  image: null,
  chart: null,
  gallery: [{ id: 7, url: 'http://cms/uploads/a.png', name: 'a.png' }],
};
