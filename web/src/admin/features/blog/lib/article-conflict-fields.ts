import type { ArticleFormValues } from '@alicerce/domain';
import type { ConflictFields } from '@/admin/components/edit-conflict/three-way';

const PUBLICATION = { rascunho: 'Rascunho', publicado: 'Publicado', agendado: 'Agendado' } as Record<string, string>;

/** The article form's fields with their pt-BR labels, as the conflict view names them. */
export const ARTICLE_CONFLICT_FIELDS: ConflictFields<ArticleFormValues> = {
  title: { label: 'Título' },
  slug: { label: 'Slug' },
  category: { label: 'Categoria' },
  excerpt: { label: 'Resumo' },
  featured: { label: 'Destaque' },
  cover: { label: 'Imagem de capa', describe: (value) => (value ? 'Imagem escolhida' : '(nenhuma)') },
  cover_alt: { label: 'Texto alternativo da capa' },
  seo_description: { label: 'Descrição para buscadores' },
  related: { label: 'Artigos relacionados', describe: (value) => `${Array.isArray(value) ? value.length : 0} artigos` },
  body: { label: 'Conteúdo (Markdown)' },
  publication: { label: 'Situação do artigo', describe: (value) => PUBLICATION[String(value)] ?? String(value) },
  scheduled_at: { label: 'Data e hora da publicação' },
};
