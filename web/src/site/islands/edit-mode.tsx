import { createRoot } from 'react-dom/client';

import { EditModeApp } from '@/site/features/page-content/edit-mode/edit-mode-app';
import { getBrowserEmotionCache } from '@/shared/lib/emotion-cache';
import { IslandProviders } from '@/site/lib/islands/island-providers';

/** Edit mode's own React root, added to the page (it has nothing in the prerendered HTML). */
export function mountEditMode() {
  if (document.getElementById('modo-edicao')) return;
  const host = document.createElement('div');
  host.id = 'modo-edicao';
  document.body.appendChild(host);
  createRoot(host).render(
    <IslandProviders cache={getBrowserEmotionCache()}>
      <EditModeApp />
    </IslandProviders>,
  );
}
