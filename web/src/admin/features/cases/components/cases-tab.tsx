import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useBulkList } from '@/admin/components/bulk/use-bulk-list';
import { ContentList } from '@/admin/components/content-list';
import { useEditingMarks } from '@/admin/components/presence/use-editing-marks';
import { useConfirmedDelete } from '@/admin/components/use-confirmed-delete';
import { useListQuery, useLoadErrorToast } from '@/admin/components/use-list-query';
import { screenPath } from '@/admin/shell';
import { useToast } from '@/shared/lib/toast';

import { initialCaseListQuery, type CaseListQuery } from '../api/case-list-params';
import { useDeleteCase } from '../api/delete-case';
import { adminCasesQuery, fetchMatchingCaseRows } from '../api/get-admin-cases';
import { useSetCasePublished } from '../api/set-case-published';
import type { AdminCase } from '../types';

import { CaseListItem } from './case-list-item';
import { CaseListToolbar } from './case-list-toolbar';

const filtered = (query: CaseListQuery) => Boolean(query.search.trim() || query.platform || query.published !== 'todos');

/** 'Cases' tab: search, filters, order and pages of the cases (all cut by the CMS), 'Novo Case' and each case's editor (pages of their own), publish, delete — one case or many at once (bulk bar). */
export function CasesTab() {
  const toast = useToast();
  const { query, change, setPage } = useListQuery(initialCaseListQuery, 'page');
  const cases = useQuery(adminCasesQuery(query));
  useLoadErrorToast(cases.error, 'Erro ao carregar cases');
  const remove = useDeleteCase();
  const { confirmDelete, dialog: confirmDialog } = useConfirmedDelete<AdminCase>(remove, {
    question: () => ({ title: 'Excluir case?', text: 'Tem certeza que deseja excluir este case?', confirmLabel: 'Excluir' }),
    success: 'Case excluído com sucesso!',
    failure: 'Erro ao excluir case',
  });
  const publish = useSetCasePublished();
  const navigate = useNavigate();
  const rows = cases.data?.data;
  const bulk = useBulkList({
    subject: 'case',
    rows,
    total: cases.data?.meta.pagination.total ?? 0,
    filterKey: JSON.stringify({ ...query, page: null }),
    matchingRows: () => fetchMatchingCaseRows(query),
    queryKey: ['cases'],
    failure: 'Erro ao alterar cases',
  });
  const editing = useEditingMarks(
    'case',
    rows?.map((item) => item.documentId),
  );

  const setPublished = (item: AdminCase, is_published: boolean) =>
    publish.mutate(
      { documentId: item.documentId, is_published, version: item.version },
      { onSuccess: () => toast.success('Case atualizado com sucesso!'), onError: (error) => toast.error('Erro ao salvar case', error.message) },
    );

  return (
    <Box>
      <ContentList
        heading="Cases"
        create={{ label: 'Novo Case', to: screenPath('cases', 'novo') }}
        toolbar={
          <>
            <CaseListToolbar query={query} onChange={change} />
            {rows && rows.length > 0 && bulk.bar}
          </>
        }
        noun="cases"
        emptyText={filtered(query) ? 'Nenhum case encontrado com os filtros selecionados.' : 'Nenhum case cadastrado.'}
        query={cases}
        onPage={setPage}
      >
        {rows?.map((item) => (
          <CaseListItem
            key={item.documentId}
            item={item}
            deleting={remove.isPending && remove.variables === item.documentId}
            publishing={publish.isPending && publish.variables.documentId === item.documentId}
            onEdit={() => navigate(screenPath('cases', item.documentId))}
            onDelete={() => confirmDelete(item)}
            onPublish={(published) => setPublished(item, published)}
            editingBy={editing[item.documentId]}
            select={bulk.checkbox(item, item.title)}
          />
        ))}
      </ContentList>
      {confirmDialog}
    </Box>
  );
}
