import type { HistoryConfig, HistoryLabels, Revision } from './revision';

const ACTIONS = { created: 'Criação', updated: 'Alteração', published: 'Publicação', unpublished: 'Despublicação' } as const;

/** What a save did, in pt-BR: 'Criação', 'Alteração', 'Publicação', 'Despublicação', 'Restauração da versão 3'. */
export const actionLabel = (revision: Pick<Revision, 'action' | 'restored_from'>) =>
  revision.action === 'restored'
    ? revision.restored_from
      ? `Restauração da versão ${revision.restored_from}`
      : 'Restauração'
    : ACTIONS[revision.action];

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** When a revision was saved, in the agency's time zone: '27/11/2026 14:07'. */
export const savedAtText = (at: string) => DATE_TIME.format(new Date(at)).replace(',', '');

/** The storage's own fields: never shown as changes. */
const META_FIELDS = new Set([
  'id',
  'documentId',
  'version',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'localizations',
  'createdBy',
  'updatedBy',
]);

/** A field worth showing (not one of the storage's own). */
export const shownField = (key: string) => !META_FIELDS.has(key);

/** The labels of `config` for the snapshots compared. */
export const labelsFor = (config: Pick<HistoryConfig, 'labels'>, ...snapshots: Record<string, unknown>[]): HistoryLabels =>
  typeof config.labels === 'function' ? config.labels(...snapshots) : config.labels;

/** A field by its form label (its key when the form has none). */
export const fieldLabel = (labels: HistoryLabels, key: string) => labels[key]?.label ?? key;

/** The changed fields of a revision as the form names them, each once ('Título, Desafio'). */
export const changedLabels = (revision: Revision, labels: HistoryLabels) => [
  ...new Set((revision.changed_fields ?? []).filter(shownField).map((key) => fieldLabel(labels, key))),
];
