import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { HOME_ENDING_DAYS } from '@alicerce/domain';

import { useBulkList } from '@/admin/components/bulk/use-bulk-list';
import { ContentList } from '@/admin/components/content-list';
import { useEditingMarks } from '@/admin/components/presence/use-editing-marks';
import { SearchField } from '@/admin/components/search-field';
import { linkedValue } from '@/admin/components/linked-filter';
import { useConfirmedDelete } from '@/admin/components/use-confirmed-delete';
import { useDebouncedSearch } from '@/admin/components/use-debounced-search';
import { useListQuery, useLoadErrorToast } from '@/admin/components/use-list-query';
import { screenPath } from '@/admin/shell';
import { useToast } from '@/shared/lib/toast';

import { useDeleteLandingPage } from '../api/delete-landing-page';
import { useDuplicateLandingPage } from '../api/duplicate-landing-page';
import { fetchMatchingLandingRows, landingPagesQuery } from '../api/get-landing-pages';
import { initialLandingPageListQuery } from '../api/landing-page-list-params';
import type { AdminLandingPage } from '../types';

import { LandingPageListItem } from './landing-page-list-item';

/** 'Landing pages': search and pages (cut by the CMS), 'Nova a partir do modelo', each page's editor, Duplicar and delete — one page or many at once (bulk bar: publish, unpublish, delete). */
export function LandingPagesTab() {
  const toast = useToast();
  const navigate = useNavigate();
  // Início's 'Ver landing pages encerrando' opens the list filtered (?encerrando=1): a chip says so and clears it.
  const [params] = useSearchParams();
  const { query, change, setPage } = useListQuery(
    { ...initialLandingPageListQuery, ending: linkedValue(params, 'encerrando', ['1'], '') === '1' },
    'page',
  );
  const list = useQuery(landingPagesQuery(query));
  useLoadErrorToast(list.error, 'Erro ao carregar landing pages');
  const remove = useDeleteLandingPage();
  const { confirmDelete, dialog } = useConfirmedDelete<AdminLandingPage>(remove, {
    question: (item) => ({
      title: 'Excluir landing page?',
      text: `A página “${item.title}” sai do site e do painel e fica 30 dias na Lixeira, de onde pode ser restaurada.`,
      confirmLabel: 'Excluir',
    }),
    success: 'Landing page excluída com sucesso!',
    failure: 'Erro ao excluir landing page',
  });
  const duplicate = useDuplicateLandingPage();
  const [search, setSearch] = useDebouncedSearch(
    query.search,
    useCallback((text: string) => change({ search: text }), [change]),
  );
  const rows = list.data?.data;
  const bulk = useBulkList({
    subject: 'landing_page',
    rows,
    total: list.data?.meta.pagination.total ?? 0,
    filterKey: JSON.stringify({ ...query, page: null }),
    matchingRows: () => fetchMatchingLandingRows(query),
    queryKey: ['landing-pages'],
    failure: 'Erro ao alterar landing pages',
  });
  const editing = useEditingMarks(
    'landing_page',
    rows?.map((item) => item.documentId),
  );

  const copy = (item: AdminLandingPage) =>
    duplicate.mutate(
      { documentId: item.documentId, version: item.version },
      {
        onSuccess: (created) => {
          toast.success('Cópia criada como rascunho!');
          navigate(screenPath('landing-pages', created.documentId));
        },
        onError: (error) => toast.error('Erro ao duplicar landing page', error.message),
      },
    );

  return (
    <Box>
      <ContentList
        heading="Landing pages"
        create={{ label: 'Nova a partir do modelo', to: screenPath('landing-pages', 'novo') }}
        toolbar={
          <>
            <Box
              role="search"
              aria-label="Buscar landing pages"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}
            >
              <SearchField value={search} onChange={setSearch} hint="Título ou slug" sx={{ flex: '1 1 240px' }} />
              {query.ending && (
                <Chip
                  label={`Publicadas que encerram nos próximos ${HOME_ENDING_DAYS} dias`}
                  onDelete={() => change({ ending: false })}
                  sx={{ mt: 0.5 }}
                />
              )}
            </Box>
            {rows && rows.length > 0 && bulk.bar}
          </>
        }
        noun="landing pages"
        emptyText={
          query.ending
            ? `Nenhuma landing page publicada encerra nos próximos ${HOME_ENDING_DAYS} dias.`
            : query.search.trim()
              ? 'Nenhuma landing page encontrada com essa busca.'
              : 'Nenhuma landing page cadastrada.'
        }
        query={list}
        onPage={setPage}
      >
        {rows?.map((item) => (
          <LandingPageListItem
            key={item.documentId}
            item={item}
            deleting={remove.isPending && remove.variables === item.documentId}
            duplicating={duplicate.isPending && duplicate.variables?.documentId === item.documentId}
            onEdit={() => navigate(screenPath('landing-pages', item.documentId))}
            onDelete={() => void confirmDelete(item)}
            onDuplicate={() => copy(item)}
            editingBy={editing[item.documentId]}
            select={bulk.checkbox(item, item.title)}
          />
        ))}
      </ContentList>
      {dialog}
    </Box>
  );
}
