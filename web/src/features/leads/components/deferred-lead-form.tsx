import Box from '@mui/material/Box';

import { deferredComponent } from '@/lib/deferred-component';

import type { LeadFormProps } from './lead-form';

/** The lead form without react-hook-form and the MUI text fields in the first load (see deferredComponent). */
export const LeadForm = deferredComponent<LeadFormProps>(
  () => import('./lead-form').then((module) => module.LeadForm),
  ({ title }) => <Box sx={{ minHeight: title ? 560 : 520 }} aria-busy="true" />,
);
