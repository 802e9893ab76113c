import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';

import { EditorRecord } from '@/admin/components/editor-page';
import type { HistoryConfig } from '@/admin/components/history/revision';
import { useRestoredRecord } from '@/admin/components/history/use-restored-record';

import { proofItemQuery } from '../api/get-proof-item';
import { CLIENTS, TEAM, TESTIMONIALS, type ProofResource } from '../lib/proof-resources';
import type { AdminClient, AdminTeamMember, AdminTestimonial, ProofPreviews, ProofRow } from '../types';

import { ClientEditor } from './client-editor';
import type { ProofScreenId } from './proof-tab';
import { TeamMemberEditor } from './team-member-editor';
import { TestimonialEditor } from './testimonial-editor';

type EditorProps = { editing: ProofRow | null; backTo: string; previews: ProofPreviews; onRestored?: HistoryConfig['onRestored'] };

/** Each proof screen's kind and editor. */
const EDITORS: Record<ProofScreenId, { resource: ProofResource; notFound: string; render: (props: EditorProps) => ReactNode }> = {
  depoimentos: {
    resource: TESTIMONIALS,
    notFound: 'Depoimento não encontrado',
    render: ({ editing, backTo, previews, onRestored }) => (
      <TestimonialEditor editing={editing as AdminTestimonial | null} backTo={backTo} renderPreview={previews.testimonial} onRestored={onRestored} />
    ),
  },
  clientes: {
    resource: CLIENTS,
    notFound: 'Cliente não encontrado',
    render: ({ editing, backTo, onRestored }) => <ClientEditor editing={editing as AdminClient | null} backTo={backTo} onRestored={onRestored} />,
  },
  time: {
    resource: TEAM,
    notFound: 'Pessoa não encontrada',
    render: ({ editing, backTo, previews, onRestored }) => (
      <TeamMemberEditor editing={editing as AdminTeamMember | null} backTo={backTo} renderPreview={previews.teamMember} onRestored={onRestored} />
    ),
  },
};

type Props = {
  screen: ProofScreenId;
  /** The item's documentId; null for a new one. */
  id: string | null;
  /** The screen's list: where Cancelar and a save lead. */
  backTo: string;
  /** The screen's name, for 'Voltar para …'. */
  backLabel: string;
  previews: ProofPreviews;
};

/** …/prova-social/<screen>/novo and …/<documentId>: the item's editor on a page of its own, once it has arrived. */
export function ProofEditorScreen({ screen, id, backTo, backLabel, previews }: Props) {
  const { resource, notFound, render } = EDITORS[screen];
  const stored = useQuery({ ...proofItemQuery(resource, id ?? ''), enabled: id !== null });
  const restored = useRestoredRecord(proofItemQuery(resource, id ?? '').queryKey);
  if (id === null) return render({ editing: null, backTo, previews });
  return (
    <EditorRecord
      loading={stored.isPending}
      error={stored.error}
      found={Boolean(stored.data)}
      loadingLabel={resource.text.loading}
      notFound={notFound}
      backTo={backTo}
      backLabel={backLabel}
    >
      {() => <Fragment key={restored.generation}>{render({ editing: stored.data!, backTo, previews, onRestored: restored.onRestored })}</Fragment>}
    </EditorRecord>
  );
}
