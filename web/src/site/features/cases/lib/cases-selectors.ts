import type { Selectors } from '@/site/lib/islands/selectors';

/** The parts of /cases its island filters, fills and opens (cases-showcase.tsx and its parts ↔ cases-island.ts). */
export const CASES = {
  /** Where the grid is (rendered again there when the CMS's cases changed since the build). */
  list: 'data-cases-list',
  /** The grid of cards; each item says its case's platform and property type. */
  grid: 'data-case-grid',
  platform: 'data-platform',
  propertyType: 'data-property-type',
  /** The grey cards shown while a page built without cases asks the CMS. */
  skeleton: 'data-cases-skeleton',
  /** The status line ('Carregando cases...'). */
  status: 'data-cases-status',
  /** Said when no case passes the filters. */
  empty: 'data-cases-empty',
  /** Said when a page built without cases could not read them; with 'Tentar novamente' (retry). */
  error: 'data-cases-error',
  retry: 'data-cases-retry',
  clearFilters: 'data-clear-filters',
  /** On a card's 'Ver Detalhes' link: its case's slug (the link opens the case dialog). */
  open: 'data-case-open',
  /** The case dialog's body and 'Fechar' (case-dialog-shell.tsx). */
  dialogBody: 'data-case-dialog-body',
  dialogClose: 'data-case-dialog-close',
} as const satisfies Selectors;
