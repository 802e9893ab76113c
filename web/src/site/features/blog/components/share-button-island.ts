import { toast } from '@/site/lib/dom/toast';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    share: { title: string };
  }
}

/** Shares the page where the browser can (phones), else copies its URL. Closing the share sheet is not an error. */
export async function share(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') toast.error('Não foi possível compartilhar', 'Tente copiar o link da barra de endereço.');
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copiado!', 'Cole o link onde quiser compartilhar o artigo.');
  } catch {
    toast.error('Não foi possível copiar o link', 'Copie o endereço da barra do navegador.');
  }
}

export function mount(root: HTMLElement, props: IslandProps<'share'>) {
  const { title } = props;
  root.querySelector('button')?.addEventListener('click', () => void share(title));
}
