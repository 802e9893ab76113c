import type { ReactNode } from 'react';

import type { ContentType } from '@alicerce/domain';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';
import { SECTION, sectionId } from '@/site/lib/section-fields';

import type { PageSlug } from '../types';

type Props = {
  page: PageSlug;
  sectionKey: string;
  contentType: ContentType;
  /** The content as the page shows it (CMS row over the built-in copy): the editor starts from it. */
  content: object;
  children: ReactNode;
};

/**
 * A CMS-driven section: its island brings the CMS's current values once the page is idle (live/section-island.ts),
 * and in edit mode an admin gets 'Editar …' on it (edit-mode-app.tsx finds it by its data attributes).
 */
export function EditableSection({ page, sectionKey, contentType, content, children }: Props) {
  return (
    <Island name="page-section" props={{ page, sectionKey }} when="idle">
      <div
        style={{ position: 'relative' }}
        {...dataAttr(SECTION.section, sectionId(page, sectionKey))}
        {...dataAttr(SECTION.type, contentType)}
        {...dataAttr(SECTION.content, JSON.stringify(content))}
      >
        {children}
      </div>
    </Island>
  );
}
