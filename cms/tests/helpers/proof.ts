import { api, bearer, unique } from './api';
import { countRows } from './db-rows';

/** A tiny PNG an editor uploads to the media library: the photo or logo of the rows the proof tests create. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function uploadImage(jwt: string): Promise<number> {
  const res = await api().post('/api/upload').set(bearer(jwt)).attach('files', PIXEL, { filename: 'prova.png', contentType: 'image/png' });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body[0].id;
}

/** The three proof types: their API path, table and a valid row (its media id given). */
export const PROOF_TYPES = {
  testimonial: {
    path: '/api/testimonials',
    table: 'testimonials',
    valid: (image: number, overrides: Record<string, unknown> = {}) => ({
      quote: 'A campanha trouxe visitas ao decorado desde a primeira semana.',
      author_name: unique('Ana Teste'),
      author_role: 'Diretora de Marketing',
      company: 'Incorporadora Exemplo',
      photo: image,
      ...overrides,
    }),
  },
  client: {
    path: '/api/clients',
    table: 'clients',
    valid: (image: number, overrides: Record<string, unknown> = {}) => ({
      name: unique('Construtora Teste'),
      logo: image,
      website_url: 'https://construtora.example',
      ...overrides,
    }),
  },
  'team-member': {
    path: '/api/team-members',
    table: 'team_members',
    valid: (image: number, overrides: Record<string, unknown> = {}) => ({
      name: unique('Pessoa Teste'),
      job_title: 'Analista de Mídia',
      bio: 'Cuida das campanhas de pesquisa dos lançamentos.',
      photo: image,
      ...overrides,
    }),
  },
} as const;

export type ProofType = keyof typeof PROOF_TYPES;

/** Rows of each proof table, read from the database (what no API could hide). */
export const proofRows = () =>
  countRows({
    testimonials: 'select count(*) as count from testimonials',
    clients: 'select count(*) as count from clients',
    team_members: 'select count(*) as count from team_members',
  });
