import { NavLink } from 'react-router';

/**
 * The report screens, one link each (issue 30 item 3): the sidebar's "Reports" opens /report, and
 * every report screen offers the others from here — a plain list of links (no Tabs: route budget).
 */
const REPORT_LINKS = [
  ['/report', 'Tổng hợp'],
  ['/report_revenue', 'Doanh thu'],
  ['/report_number', 'Số giao dịch'],
  ['/report_channel', 'Kênh'],
  ['/report_source', 'Nguồn truy cập'],
  ['/report_active', 'Hoạt động theo giờ'],
  ['/report_fee', 'Phí'],
  ['/report_payout', 'Chi trả'],
] as const;

export const ReportNav = () => (
  <nav aria-label="Các báo cáo" className="report-nav">
    {REPORT_LINKS.map(([path, label]) => (
      <NavLink key={path} to={path} end>
        {label}
      </NavLink>
    ))}
  </nav>
);
