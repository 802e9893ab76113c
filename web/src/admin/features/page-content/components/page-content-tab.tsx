import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { PAGE_LABELS, PAGE_SLUGS, type PageSlug } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { pageContentRowsQuery } from '../api/get-page-content-rows';
import { sectionHref } from '../lib/section-href';

import { SectionList } from './section-list';

type Props = { page: PageSlug };

/** 'Conteúdo das Páginas': the page selector (each page at its own URL), the page's sections and 'Nova seção'. */
export function PageContentTab({ page }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const rows = useQuery(pageContentRowsQuery(page));

  useEffect(() => {
    if (rows.error) toast.error('Erro ao carregar conteúdos', rows.error.message);
  }, [rows.error, toast]);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Conteúdo das Páginas
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          select
          label="Página"
          value={page}
          onChange={(e) => navigate(sectionHref(e.target.value as PageSlug))}
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          {PAGE_SLUGS.map((slug) => (
            <MenuItem key={slug} value={slug}>
              {PAGE_LABELS[slug]}
            </MenuItem>
          ))}
        </TextField>
        <Button component={Link} to={sectionHref(page, 'nova')} variant="contained" startIcon={<AddIcon />}>
          Nova seção
        </Button>
      </Box>
      {rows.isPending ? (
        <ListSkeleton label="Carregando conteúdos" height={48} />
      ) : (
        <SectionList rows={rows.data ?? []} hrefOf={(key) => sectionHref(page, key)} />
      )}
    </Box>
  );
}
