import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  DashboardOutlined,
  ShareAltOutlined,
  TeamOutlined,
  ToolOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type MENU, restrictedScreen, type UserType, visibleMenu } from '@paygate/contracts';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  apps: <AppstoreOutlined />,
  sources: <ShareAltOutlined />,
  users: <TeamOutlined />,
  transaction: <TransactionOutlined />,
  // The transaction icon again: a new one would cost the shared base bundle (every route ≤ 400 KB).
  balance: <TransactionOutlined />,
  // The dashboard's gauge for the reports' figures, for the same reason.
  reports: <DashboardOutlined />,
  'api-tool': <ToolOutlined />,
  audit: <AuditOutlined />,
  docs: <BookOutlined />,
};

/**
 * The sidebar's words in the portal's language (issue 31). The policy's English labels are the
 * spec's (PRODUCT §6), and shellMenu.test.tsx holds these to them word for word.
 */
export const MENU_LABELS: Record<(typeof MENU)[number]['key'], MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  apps: msg`Apps`,
  sources: msg`Sources`,
  users: msg`User Manager`,
  transaction: msg`Transaction`,
  balance: msg`Balance history`,
  reports: msg`Reports`,
  'api-tool': msg`Api Tool`,
  audit: msg`Audit Log`,
  docs: msg`Docs`,
};

/** The documentation pages of PRODUCT §2.3, under the Docs item (note the two capitalised paths). */
export const DOC_LINKS = [
  ['/docs/banks', msg`Banks`],
  ['/docs/cashout-banks', msg`Cash-out banks`],
  ['/docs/crypto', msg`Crypto`],
  ['/docs/direct-transfers', msg`Direct transfers`],
  ['/Docs/API', msg`API`],
  ['/Docs/API/paygate', msg`Paygate API`],
  ['/docs/webhook', msg`Webhook`],
  ['/docs/errorATM', msg`ATM error codes`],
  ['/docs/errorVA', msg`VA error codes`],
  ['/docs/error/paygate', msg`Paygate error codes`],
  ['/docs/callback-url', msg`Callback URL`],
] as const;

/**
 * The sidebar item a path belongs to: the item whose screens hold it (/report_revenue is Reports',
 * /balance/statement Balance history's, /channels/… Apps'), else the path itself (a doc page).
 */
export const menuKeyOf = (pathname: string): string => restrictedScreen(pathname)?.path ?? pathname;

/** The sidebar of PRODUCT §2.4: the role policy's menu; an item's key is the path it opens. */
export const shellMenuItems = (
  userType: UserType | undefined,
  t: (descriptor: MessageDescriptor) => string,
): MenuProps['items'] =>
  visibleMenu(userType).map((item) =>
    item.key === 'docs'
      ? {
          key: 'docs',
          icon: ICONS.docs,
          // A button, so Tab reaches the submenu (antd's submenu title is not a Tab stop) and Enter
          // or Space opens it through the title's click. The keys stop here: antd's menu would
          // toggle on Enter too, and the two toggles would cancel out.
          label: (
            <button
              type="button"
              className="shell-menu-toggle"
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
              }}
            >
              {t(MENU_LABELS[item.key])}
            </button>
          ),
          children: DOC_LINKS.map(([path, label]) => ({ key: path, label: <Link to={path}>{t(label)}</Link> })),
        }
      : { key: item.path, icon: ICONS[item.key], label: <Link to={item.path}>{t(MENU_LABELS[item.key])}</Link> },
  );
