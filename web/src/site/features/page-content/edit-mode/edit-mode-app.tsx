import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import type { ContentType } from '@alicerce/domain';
import { queryAll, read } from '@/site/lib/islands/selectors';
import { SECTION } from '@/site/lib/section-fields';
import { ToastHost } from '@/shared/lib/toast';

import { patchSection } from '../live/section-patch';
import type { PageSlug } from '../types';

import { EditSectionButton } from './edit-section-button';
import EditModeToggle from './edit-mode-toggle';

/**
 * The dashboard's part of edit mode — whether the signed-in user may edit, and the section's form — comes through its one
 * declared seam (admin/edit-mode-seam.ts), loaded only here: a visitor's page never carries dashboard code.
 */
const loadDashboardSeam = () => import('@/admin/edit-mode-seam');
const SectionEditorDialog = lazy(loadDashboardSeam);

type Section = { element: HTMLElement; page: PageSlug; sectionKey: string; contentType: ContentType; content: object };

/** The page's CMS sections (EditableSection's wrappers), as the page shows them now. */
function sectionsOfPage(): Section[] {
  return queryAll(document, SECTION.section).map((element) => {
    const [page, sectionKey] = (read(element, SECTION.section) ?? ':').split(':');
    let content: object = {};
    try {
      content = JSON.parse(read(element, SECTION.content) ?? '{}') as object;
    } catch {
      // An unreadable copy: the editor starts empty.
    }
    return { element, page: page as PageSlug, sectionKey, contentType: (read(element, SECTION.type) ?? 'hero') as ContentType, content };
  });
}

/**
 * Edit mode on a public page, loaded only when a session exists: the CMS says whether it is an admin's or an editor's; they get
 * the 'Modo Edição' switch and, while it is on, 'Editar <section name>' (pt-BR, e.g. 'Editar chamada final') on each CMS section. A saved section shows its new
 * values on the page at once (the same in-place update the page uses for the CMS's newer values).
 */
export function EditModeApp() {
  const [canEdit, setCanEdit] = useState(false);
  const [enabled, setEnabled] = useState(false);
  const [editing, setEditing] = useState<Section | null>(null);

  useEffect(() => {
    let active = true;
    loadDashboardSeam()
      .then((seam) => seam.fetchCanEditPages())
      .then((allowed) => active && setCanEdit(allowed))
      .catch(() => active && setCanEdit(false));
    return () => {
      active = false;
    };
  }, []);

  if (!canEdit) return null;
  const sections = enabled ? sectionsOfPage() : [];
  return (
    <>
      <EditModeToggle enabled={enabled} onToggle={() => setEnabled(!enabled)} />
      {sections.map((section) =>
        createPortal(
          <EditSectionButton
            sectionKey={section.sectionKey}
            onClick={() => setEditing(sectionsOfPage().find((s) => s.element === section.element) ?? section)}
          />,
          section.element,
          section.sectionKey,
        ),
      )}
      {enabled && editing && (
        <Suspense fallback={null}>
          <SectionEditorDialog
            page={editing.page}
            sectionKey={editing.sectionKey}
            contentType={editing.contentType}
            content={editing.content}
            onSaved={(content) => patchSection(editing.element, content)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ToastHost />
    </>
  );
}
