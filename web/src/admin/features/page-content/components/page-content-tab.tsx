import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { PAGE_LABELS, PAGE_SLUGS, sectionLabel, type PageContentFormValues, type PageSlug } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/lib/toast';

import { pageContentRowsQuery } from '../api/get-page-content-rows';
import type { PageContentRow } from '../types';

import { SectionForm, type RenderSectionPreview } from './section-form';
import { SectionList } from './section-list';

const blank = (page: PageSlug): PageContentFormValues => ({ page_slug: page, section_key: '', content_type: 'hero', content: '{\n  \n}' });
const fromRow = (row: PageContentRow): PageContentFormValues => ({
  page_slug: row.page_slug,
  section_key: row.section_key,
  content_type: row.content_type,
  content: JSON.stringify(row.content, null, 2),
});

/** 'Conteúdo das Páginas': page selector, the page's sections, and the form of one with its preview. */
export function PageContentTab({ renderPreview }: { renderPreview?: RenderSectionPreview }) {
  const toast = useToast();
  const [page, setPage] = useState<PageSlug>('home');
  const [editing, setEditing] = useState<{ values: PageContentFormValues; isNew: boolean }>({ values: blank('home'), isNew: true });
  const rows = useQuery(pageContentRowsQuery(page));

  useEffect(() => {
    if (rows.error) toast.error('Erro ao carregar conteúdos', rows.error.message);
  }, [rows.error, toast]);

  const choosePage = (next: PageSlug) => {
    setPage(next);
    setEditing({ values: blank(next), isNew: true });
  };
  const current = editing.isNew ? null : editing.values.section_key;

  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Typography variant="h5" component="h2">
          Conteúdo das Páginas
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField select fullWidth label="Página" value={page} onChange={(e) => choosePage(e.target.value as PageSlug)} sx={{ mb: 2 }}>
          {PAGE_SLUGS.map((slug) => (
            <MenuItem key={slug} value={slug}>
              {PAGE_LABELS[slug]}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ values: blank(page), isNew: true })} sx={{ mb: 1 }}>
          Nova seção
        </Button>
        {rows.isPending ? (
          <ListSkeleton label="Carregando conteúdos" height={48} />
        ) : (
          <SectionList rows={rows.data ?? []} selected={current} onSelect={(row) => setEditing({ values: fromRow(row), isNew: false })} />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            {editing.isNew ? 'Nova seção' : `Editar ${sectionLabel(editing.values.section_key).toLowerCase()}`} — {PAGE_LABELS[page]}
          </Typography>
          <Box>
            <SectionForm
              key={`${page}:${editing.isNew ? 'new' : editing.values.section_key}`}
              initial={editing.values}
              isNew={editing.isNew}
              renderPreview={renderPreview}
              onSaved={(saved) => setEditing({ values: { ...saved, content: JSON.stringify(saved.content, null, 2) }, isNew: false })}
            />
          </Box>
        </Paper>
      </Grid>
    </Grid>
  );
}
