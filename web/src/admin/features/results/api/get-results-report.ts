import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { ResultsReport } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { ResultsFilter } from '../types';

/** GET /api/results/report: the range's funnel, series and tables (admins only; the CMS computes every figure). */
export async function fetchResultsReport(filter: ResultsFilter): Promise<ResultsReport> {
  return (await api.get<{ data: ResultsReport }>('/results/report', { params: filter })).data.data;
}

export const resultsReportQuery = (filter: ResultsFilter) =>
  queryOptions({ queryKey: ['results', 'report', filter], queryFn: () => fetchResultsReport(filter), placeholderData: keepPreviousData });
