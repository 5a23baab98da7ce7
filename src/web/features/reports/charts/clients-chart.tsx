import type { ClientsReport } from '../../../../shared/reports/schemas';
import { CHART_COLOURS, drawn, moneyText, moneyTick } from './chart-frame';
import { HorizontalBars } from './horizontal-bars';

/** Each client's value invoiced and not yet invoiced (ex GST), side by side. */
export function ClientsChart({ report }: { report: ClientsReport }) {
  return (
    <HorizontalBars
      label="Bar chart of each client's value invoiced and not yet invoiced, ex GST; the table below has the figures."
      data={report.rows.map((row) => ({
        name: row.clientName,
        invoiced: drawn(row.invoiced.net),
        notInvoiced: drawn(row.notInvoiced.net),
      }))}
      series={[
        { key: 'invoiced', name: 'Invoiced', fill: CHART_COLOURS.invoiced },
        { key: 'notInvoiced', name: 'Not invoiced', fill: CHART_COLOURS.notInvoiced },
      ]}
      axis={{ tickFormatter: moneyTick, tickCount: 4 }}
      format={(value) => moneyText(Number(value))}
    />
  );
}
