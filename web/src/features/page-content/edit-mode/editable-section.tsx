import { lazy, Suspense, useState, type ReactNode } from 'react';

import type { ContentType } from '@alicerce/domain';

import type { PageSlug } from '../types';

import { useEditMode } from './edit-mode-context';
import { EditSectionButton } from './edit-section-button';

const SectionEditorDialog = lazy(() => import('./section-editor-dialog'));

type Props = {
  page: PageSlug;
  sectionKey: string;
  contentType: ContentType;
  /** The content as the page shows it (CMS row over the built-in copy): the editor starts from it. */
  content: object;
  children: ReactNode;
};

/**
 * A CMS-driven section. In edit mode it shows 'Editar seção <key>', which opens the section's JSON form
 * in place; saving refreshes the page's sections. Outside edit mode it only renders its children.
 */
export function EditableSection({ page, sectionKey, contentType, content, children }: Props) {
  const { enabled } = useEditMode();
  const [open, setOpen] = useState(false);

  return (
    <div style={{ position: 'relative' }} data-section-key={enabled ? sectionKey : undefined}>
      {children}
      {enabled && <EditSectionButton sectionKey={sectionKey} onClick={() => setOpen(true)} />}
      {enabled && open && (
        <Suspense fallback={null}>
          <SectionEditorDialog page={page} sectionKey={sectionKey} contentType={contentType} content={content} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
