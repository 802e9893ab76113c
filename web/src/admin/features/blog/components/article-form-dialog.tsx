import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { EditorDialog } from '@/admin/components/editor-dialog';
import { ListSkeleton } from '@/admin/components/list-skeleton';

import { editorArticleQuery } from '../api/get-editor-article';
import type { EditorArticleRow } from '../types';

import { ArticleEditor } from './article-editor';

type Props = { editing: EditorArticleRow | null; renderPreview: (markdown: string) => ReactNode; onClose: () => void };

/** 'Novo Artigo' at once; 'Editar Artigo' once the whole article (its body in Markdown) has arrived. */
export function ArticleFormDialog({ editing, renderPreview, onClose }: Props) {
  const stored = useQuery({ ...editorArticleQuery(editing?.documentId ?? ''), enabled: Boolean(editing) });
  if (!editing) return <ArticleEditor stored={null} renderPreview={renderPreview} onClose={onClose} />;
  if (stored.data) return <ArticleEditor stored={stored.data} renderPreview={renderPreview} onClose={onClose} />;
  return (
    <EditorDialog title="Editar Artigo" dirty={false} saving={false} onSubmit={(event) => event.preventDefault()} onClose={onClose}>
      <ListSkeleton label="Carregando artigo" />
    </EditorDialog>
  );
}
