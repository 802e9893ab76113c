import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

import { deferredComponent } from '@/lib/deferred-component';

import type { BookingFlow as Flow } from './booking-flow';

/** The calendar and contact steps without the date pickers in the first load (see deferredComponent). */
export const BookingFlow = deferredComponent<ComponentProps<typeof Flow>>(
  () => import('./booking-flow').then((module) => module.BookingFlow),
  () => <Box sx={{ minHeight: 640 }} aria-busy="true" />,
);
