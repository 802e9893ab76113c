import { buildCsv } from '@alicerce/domain';
import { downloadCsv } from '@/admin/features/inbox';
import { ResultsTab, type ExportCsv } from '@/admin/features/results';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('resultados');

/** Resultados saves its tables with the inbox's CSV helper (pt-BR Excel separator, formulas neutralised). */
const exportCsv: ExportCsv = (filename, header, rows) => downloadCsv(filename, buildCsv(header, rows));

export default function ResultsScreenRoute() {
  return (
    <DashboardScreenRoute id="resultados">
      <ResultsTab exportCsv={exportCsv} />
    </DashboardScreenRoute>
  );
}
