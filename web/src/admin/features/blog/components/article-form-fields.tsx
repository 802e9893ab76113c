import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, type Control } from 'react-hook-form';

import { ARTICLE_CATEGORIES, type ArticleFormValues, type ArticleInput } from '@alicerce/domain';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';
import type { MediaFile } from '@/admin/components/media/media-file';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import type { ArticleOption } from '../types';

import { ArticleBodyField } from './article-body-field';
import { ArticlePublicationField } from './article-publication-field';
import { RelatedArticlesField } from './related-articles-field';

/** The form's sections, in order (the editor's jump list). */
export const ARTICLE_FORM_SECTIONS = ['Dados', 'Capa', 'Conteúdo', 'SEO', 'Publicação'] as const;

type Props = {
  control: Control<ArticleFormValues, unknown, ArticleInput>;
  self?: string;
  storedRelated: ArticleOption[];
  wasPublished: boolean;
  cover: MediaFile | null;
  onCover: (file: MediaFile | null) => void;
};

const lower = (value: string) => value.toLowerCase();

/** The article's fields, grouped as Dados, Capa, Conteúdo, SEO and Publicação. */
export function ArticleFormFields({ control, self, storedRelated, wasPublished, cover, onCover }: Props) {
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <FormSection title="Dados">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={control} name="title" label="Título" required />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="slug"
              label="Slug"
              required
              transform={lower}
              helperText="Endereço: /blog/slug. Letras minúsculas, números e hífens"
            />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="category" label="Categoria" required options={ARTICLE_CATEGORIES} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="excerpt"
              label="Resumo"
              required
              multiline
              minRows={2}
              helperText="Aparece na lista do blog e no topo do artigo"
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="featured"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />}
                  label="Destaque"
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <RelatedArticlesField control={control} self={self} stored={storedRelated} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="Capa">
        <Stack spacing={2}>
          <Controller
            control={control}
            name="cover"
            render={({ fieldState }) => (
              <div>
                <SingleMediaField label="Imagem de capa" value={cover} onChange={onCover} />
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </div>
            )}
          />
          <FormTextField
            control={control}
            name="cover_alt"
            label="Texto alternativo da capa"
            required
            helperText="Descreva a imagem para quem não a vê"
          />
        </Stack>
      </FormSection>
      <FormSection title="Conteúdo">
        <ArticleBodyField control={control} />
      </FormSection>
      <FormSection title="SEO">
        <FormTextField
          control={control}
          name="seo_description"
          label="Descrição para buscadores"
          multiline
          minRows={2}
          helperText="Até 160 caracteres"
        />
      </FormSection>
      <FormSection title="Publicação">
        <ArticlePublicationField control={control} wasPublished={wasPublished} />
      </FormSection>
    </>
  );
}
