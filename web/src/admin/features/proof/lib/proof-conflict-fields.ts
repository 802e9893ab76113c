import type { ConflictFields } from '@/admin/components/edit-conflict/three-way';

import type { MediaFile } from '../types';

import type { ProofResource } from './proof-resources';

const file = (value: unknown) => (value ? ((value as MediaFile).name ?? 'Imagem da biblioteca') : '(nenhuma)');
/** An image, as the conflict view compares it: by its file's id (two answers describe one file with other details). */
const image = (label: string) => ({ label, describe: file, key: (value: unknown) => (value as MediaFile | null)?.id ?? null });

const PLACEMENT = { display_order: { label: 'Ordem' }, is_published: { label: 'Publicado' } };

/** Each proof form's fields (and its image) with the pt-BR labels the form shows, as the conflict view names them. */
export const PROOF_CONFLICT_FIELDS: Record<ProofResource['key'], ConflictFields<Record<string, unknown>>> = {
  testimonials: {
    quote: { label: 'Depoimento' },
    author_name: { label: 'Nome' },
    author_role: { label: 'Cargo' },
    company: { label: 'Empresa' },
    photo: image('Foto'),
    case: { label: 'Case' },
    ...PLACEMENT,
    featured: { label: 'Destaque na página inicial' },
  },
  clients: { name: { label: 'Nome do cliente' }, website_url: { label: 'Site' }, logo: image('Logo'), ...PLACEMENT },
  'team-members': { name: { label: 'Nome' }, job_title: { label: 'Cargo' }, bio: { label: 'Minibio' }, photo: image('Foto'), ...PLACEMENT },
};
