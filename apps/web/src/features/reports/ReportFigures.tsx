import type { ReactNode } from 'react';

export type ReportFigure = { key: string; title: string; value: string; note: ReactNode };

/**
 * A report's figures per currency above its table (the fee and payout reports): plain boxes in a
 * grid rather than antd's Card and Statistic — Card brings Tabs (13 KB gzip) to the route (budget).
 */
export const ReportFigures = ({ figures, label }: { figures: ReportFigure[]; label: string }) =>
  figures.length === 0 ? null : (
    <ul className="report-figures" aria-label={label}>
      {figures.map((f) => (
        <li key={f.key} className="report-figure">
          <div className="report-figure-title">{f.title}</div>
          <div className="report-figure-value">{f.value}</div>
          <div className="report-cell-note">{f.note}</div>
        </li>
      ))}
    </ul>
  );
