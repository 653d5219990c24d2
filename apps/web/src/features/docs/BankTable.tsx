import { Trans } from '@lingui/react/macro';
import type { BankRow } from './loaders';

/**
 * The table appended to the bank pages (PRODUCT §2.3): number, id, name. A plain table in the
 * documents' own table style (docs.css): antd's Table is ~55 KB gzip for a static list.
 */
export const BankTable = ({ banks, label }: { banks: BankRow[]; label: string }) => (
  <div className="doc-table doc-bank-table">
    <table aria-label={label}>
      <thead>
        <tr>
          <th style={{ width: 90 }}>
            <Trans>Number</Trans>
          </th>
          <th style={{ width: 140 }}>ID</th>
          <th>
            <Trans>Name</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {banks.map((bank, index) => (
          <tr key={bank.id}>
            <td>{index + 1}</td>
            <td>
              <code>{bank.id}</code>
            </td>
            <td>{bank.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
