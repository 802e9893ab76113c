export { ResultsTabLoader as ResultsTab } from './components/results-tab-loader';
export type { ExportCsv } from './types';
