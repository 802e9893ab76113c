import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { ListSkeleton } from '@/components/admin/list-skeleton';
import { useToast } from '@/lib/toast';

import { useDeleteCase } from '../api/delete-case';
import { adminCasesQuery } from '../api/get-admin-cases';
import type { AdminCase } from '../types';

import { CaseFormDialog } from './case-form-dialog';
import { CaseListItem } from './case-list-item';

type DialogState = { editing: AdminCase | null } | null;

/** 'Cases' tab: every case newest first, 'Novo Case', edit and delete. */
export function CasesTab() {
  const toast = useToast();
  const cases = useQuery(adminCasesQuery());
  const remove = useDeleteCase();
  const [dialog, setDialog] = useState<DialogState>(null);

  useEffect(() => {
    if (cases.error) toast.error('Erro ao carregar cases', cases.error.message);
  }, [cases.error, toast]);

  const confirmDelete = (item: AdminCase) => {
    if (!window.confirm('Tem certeza que deseja excluir este case?')) return;
    remove.mutate(item.documentId, {
      onSuccess: () => toast.success('Case excluído com sucesso!'),
      onError: (error) => toast.error('Erro ao excluir case', error.message),
    });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2">
          Cases
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ editing: null })}>
          Novo Case
        </Button>
      </Box>
      {cases.isPending && <ListSkeleton label="Carregando cases" />}
      {cases.data?.length === 0 && <Typography color="text.secondary">Nenhum case cadastrado.</Typography>}
      <Box component="ul" aria-label="Lista de cases" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {cases.data?.map((item) => (
          <CaseListItem
            key={item.documentId}
            item={item}
            deleting={remove.isPending && remove.variables === item.documentId}
            onEdit={() => setDialog({ editing: item })}
            onDelete={() => confirmDelete(item)}
          />
        ))}
      </Box>
      {dialog && <CaseFormDialog open editing={dialog.editing} onClose={() => setDialog(null)} />}
    </Box>
  );
}
