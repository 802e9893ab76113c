import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';

import { Island } from '@/site/lib/islands/island';

/** Shares the article (share-button-island.ts): the Web Share API on phones, else the link is copied. */
export function ShareButton({ title }: { title: string }) {
  return (
    <Island name="share" props={{ title }} when="idle">
      <Button variant="outlined" startIcon={<ShareIcon />}>
        Compartilhar
      </Button>
    </Island>
  );
}
