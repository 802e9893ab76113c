import { applyMode, MODE_LABELS, NEXT_MODE, onSystemSchemeChange, storedMode, type ThemeMode } from './theme-modes';
import { THEME_TOGGLE } from './theme-toggle-selectors';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'theme-toggle': undefined;
  }
}

/** Shows the current mode on the button and cycles it on each click. */
export function mount(root: HTMLElement) {
  const button = root.querySelector('button');
  if (!button) return;
  let mode: ThemeMode = storedMode();
  const show = () => {
    button.setAttribute(THEME_TOGGLE.current, mode);
    button.title = `Tema: ${MODE_LABELS[mode]}`;
  };
  show();
  button.addEventListener('click', () => {
    mode = NEXT_MODE[mode];
    applyMode(mode);
    show();
  });
  onSystemSchemeChange(() => {
    if (mode === 'system') applyMode('system');
  });
}
