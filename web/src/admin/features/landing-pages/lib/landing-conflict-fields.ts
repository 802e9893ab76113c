import type { LandingPageFormValues } from '@alicerce/domain';
import type { ConflictFields } from '@/admin/components/edit-conflict/three-way';

const blocks = (value: unknown) => {
  const list = Array.isArray(value) ? (value as Array<{ type?: string }>) : [];
  return list.length === 0
    ? '(nenhum)'
    : `${list.length} ${list.length === 1 ? 'bloco' : 'blocos'}: ${list.map((block) => block.type ?? '?').join(', ')}`;
};

/** The landing page form's fields with their pt-BR labels, as the conflict view names them (og_image_url: the address shown beside og_image). */
export const LANDING_CONFLICT_FIELDS: ConflictFields<LandingPageFormValues & { og_image_url?: unknown }> = {
  title: { label: 'Título da página' },
  slug: { label: 'Slug' },
  ends_at: { label: 'Encerrar em' },
  is_published: { label: 'Publicada' },
  seo_title: { label: 'Título SEO' },
  seo_description: { label: 'Descrição SEO' },
  og_image: { label: 'Imagem de compartilhamento', describe: (value) => (value ? 'Imagem escolhida' : '(nenhuma)') },
  og_image_url: { label: 'Imagem de compartilhamento', follows: 'og_image' },
  noindex: { label: 'Não indexar nos buscadores' },
  blocks: { label: 'Blocos', describe: blocks },
};
