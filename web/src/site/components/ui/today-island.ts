import { queryAll } from '@/site/lib/islands/selectors';

import { TODAY } from './today-selectors';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    today: undefined;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Writes today's date (dd/mm/aaaa, the visitor's day) into each `TODAY.date` element of the island, and its datetime. */
export function mount(root: HTMLElement) {
  const now = new Date();
  const today = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
  for (const element of queryAll(root, TODAY.date)) {
    element.textContent = today;
    element.setAttribute('datetime', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  }
}
