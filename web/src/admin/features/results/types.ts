import type { ResultsGranularity, ResultsTouch } from '@alicerce/domain';

/** What the tab asks the CMS for: São Paulo days (YYYY-MM-DD), first or last touch, days or weeks. */
export type ResultsFilter = { from: string; to: string; touch: ResultsTouch; granularity: ResultsGranularity };

/** Saves a table as CSV (the dashboard passes the inbox's helper: it neutralises formulas). */
export type ExportCsv = (filename: string, header: string[], rows: Array<Array<string | number | null>>) => void;
