import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';

import { useToast } from '@/lib/toast';

/**
 * Shares the page with the Web Share API where the browser has it (phones), else copies the URL.
 * Closing the share sheet is not an error.
 */
export function ShareButton({ title }: { title: string }) {
  const toast = useToast();

  async function share() {
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

  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={share}>
      Compartilhar
    </Button>
  );
}
