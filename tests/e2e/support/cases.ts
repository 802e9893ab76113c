/** A valid unpublished case for a spec's own data (POST /api/cases `{ data }`): its title and slug are the spec's. */
export const draftCase = (title: string, slug: string, about = 'Case criado por um teste e2e.') => ({
  title,
  slug,
  client_name: 'Construtora E2E',
  segment: 'Construtora',
  platform: 'Meta Ads',
  short_description: about,
  challenge: 'Desafio.',
  strategy: ['Uma'],
  results: { Leads: '+1' },
  gallery_images: [],
  is_published: false,
});
