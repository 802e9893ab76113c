import type { CaseFormValues } from '@alicerce/domain';
import type { ConflictFields } from '@/admin/components/edit-conflict/three-way';

import type { AdminCase, CaseMedia, MediaFile } from '../types';

import { editorValues } from './case-editor-values';

/** What the case editor holds, as the conflict view compares it: the form's values and the media chosen beside it. */
export type CaseEditorState = CaseFormValues & CaseMedia;

/** A file compared by its id; a list of files by theirs, in order. */
const fileId = (value: unknown) => (value as MediaFile | null)?.id ?? null;
const fileIds = (value: unknown) => (Array.isArray(value) ? value.map(fileId) : []);
const fileName = (value: unknown) => (value ? ((value as MediaFile).name ?? 'Arquivo da biblioteca') : '(nenhuma)');
const images = (value: unknown) => {
  const count = Array.isArray(value) ? value.length : 0;
  return count === 0 ? '(nenhuma)' : `${count} ${count === 1 ? 'imagem' : 'imagens'}`;
};
const lines = (value: unknown) => {
  const count = typeof value === 'string' && value.trim() ? value.trim().split('\n').length : 0;
  return count === 0 ? '(vazio)' : `${count} ${count === 1 ? 'imagem' : 'imagens'} por URL`;
};

/** The case form's fields with their pt-BR labels (as the form shows them), in the form's order. */
export const CASE_CONFLICT_FIELDS: ConflictFields<CaseEditorState> = {
  title: { label: 'Título' },
  slug: { label: 'Slug' },
  client_name: { label: 'Cliente' },
  segment: { label: 'Segmento' },
  platform: { label: 'Plataforma' },
  property_type: { label: 'Tipo de imóvel' },
  short_description: { label: 'Descrição curta' },
  is_published: { label: 'Publicado' },
  challenge: { label: 'Desafio' },
  strategy: { label: 'Estratégia' },
  learning: { label: 'Aprendizado' },
  results: { label: 'Resultados' },
  results_series: { label: 'Gráfico de resultados', describe: (value) => (value ? ((value as { title?: string }).title ?? 'Gráfico') : '(nenhum)') },
  image: { label: 'Imagem principal', describe: fileName, key: fileId },
  image_url: { label: 'Imagem principal (URL)' },
  image_alt: { label: 'Texto alternativo da imagem principal' },
  chart: { label: 'Gráfico', describe: fileName, key: fileId },
  chart_url: { label: 'Gráfico (URL)' },
  chart_alt: { label: 'Texto alternativo do gráfico' },
  gallery: { label: 'Galeria', describe: images, key: fileIds },
  gallery_images: { label: 'Galeria (URLs)', describe: lines },
  gallery_alts: { label: 'Textos alternativos da galeria', describe: (value) => `${Object.keys(value ?? {}).length} textos` },
};

/** A stored case (details.current of a conflict, or the one loaded) as the editor holds it. */
export function caseEditorState(stored: AdminCase): CaseEditorState {
  const { values, media } = editorValues(stored);
  return { ...values, ...media };
}

/** The editor's state split again: the form's values and the media. */
export function splitCaseState({ image, chart, gallery, ...values }: CaseEditorState): { values: CaseFormValues; media: CaseMedia } {
  return { values, media: { image, chart, gallery } };
}
