import type { Selectors } from '@/site/lib/islands/selectors';

/** A message block's text, kept out of the page until it applies (show-message.ts). */
export const SHOW_MESSAGE = {
  /** On the element that shows the message: the text it shows then. */
  text: 'data-message',
} as const satisfies Selectors;
