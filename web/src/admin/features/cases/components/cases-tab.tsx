import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { ContentList } from '@/admin/components/content-list';
import { useConfirm } from '@/admin/components/use-confirm';
import { screenPath } from '@/admin/shell';
import { useToast } from '@/lib/toast';

import { initialCaseListQuery, type CaseListQuery } from '../api/case-list-params';
import { useDeleteCase } from '../api/delete-case';
import { adminCasesQuery } from '../api/get-admin-cases';
import { useSetCasePublished } from '../api/set-case-published';
import type { AdminCase } from '../types';

import { CaseListItem } from './case-list-item';
import { CaseListToolbar } from './case-list-toolbar';

const filtered = (query: CaseListQuery) => Boolean(query.search.trim() || query.platform || query.published !== 'todos');

/** 'Cases' tab: search, filters, order and pages of the cases (all cut by the CMS), 'Novo Case' and each case's editor (pages of their own), publish, delete. */
export function CasesTab() {
  const toast = useToast();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [query, setQuery] = useState(initialCaseListQuery);
  const cases = useQuery(adminCasesQuery(query));
  const remove = useDeleteCase();
  const publish = useSetCasePublished();
  const navigate = useNavigate();
  const rows = cases.data?.data;

  // Any other search, filter or order starts again at page 1.
  const change = useCallback((next: Partial<CaseListQuery>) => setQuery((current) => ({ ...current, page: 1, ...next })), []);

  useEffect(() => {
    if (cases.error) toast.error('Erro ao carregar cases', cases.error.message);
  }, [cases.error, toast]);

  const confirmDelete = async (item: AdminCase) => {
    if (!(await confirm({ title: 'Excluir case?', text: 'Tem certeza que deseja excluir este case?', confirmLabel: 'Excluir' }))) return;
    remove.mutate(item.documentId, {
      onSuccess: () => toast.success('Case excluído com sucesso!'),
      onError: (error) => toast.error('Erro ao excluir case', error.message),
    });
  };

  const setPublished = (item: AdminCase, is_published: boolean) =>
    publish.mutate(
      { documentId: item.documentId, is_published },
      { onSuccess: () => toast.success('Case atualizado com sucesso!'), onError: (error) => toast.error('Erro ao salvar case', error.message) },
    );

  return (
    <Box>
      <ContentList
        heading="Cases"
        create={{ label: 'Novo Case', to: screenPath('cases', 'novo') }}
        toolbar={<CaseListToolbar query={query} onChange={change} />}
        noun="cases"
        emptyText={filtered(query) ? 'Nenhum case encontrado com os filtros selecionados.' : 'Nenhum case cadastrado.'}
        query={cases}
        onPage={(page) => setQuery((current) => ({ ...current, page }))}
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
          />
        ))}
      </ContentList>
      {confirmDialog}
    </Box>
  );
}
