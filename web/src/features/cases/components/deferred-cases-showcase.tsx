import Box from '@mui/material/Box';

import { deferredComponent } from '@/lib/deferred-component';

/** Filters, cards, dialog and lightbox without Swiper in the first load (see deferredComponent). */
export const CasesShowcase = deferredComponent<object>(
  () => import('./cases-showcase').then((module) => module.CasesShowcase),
  () => <Box sx={{ minHeight: 800 }} aria-busy="true" />,
);
