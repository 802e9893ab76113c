/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    accordion: undefined;
  }
}

/**
 * Accordion buttons (`aria-expanded` + `aria-controls`, e.g. the FAQ): a click shows or hides the panel. A panel the
 * browser's find-in-page opened (hidden="until-found") marks its button expanded too.
 */
export function mount(root: HTMLElement) {
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('button[aria-controls][aria-expanded]'));
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
  for (const button of buttons) {
    const panel = panelOf(button);
    if (!panel) continue;
    if (panel.hidden) panel.setAttribute('hidden', 'until-found');
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      if (open) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', 'until-found');
    });
    panel.addEventListener('beforematch', () => button.setAttribute('aria-expanded', 'true'));
  }
}
