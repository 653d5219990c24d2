import { describe, expect, it } from 'vitest';
import { transactionColumns } from './transactionColumns';

const titles = (compact: boolean, canSeeFees = true) =>
  transactionColumns({
    canSeeFees,
    canResend: true,
    compact,
    onStatus: () => {},
    onDetail: () => {},
    onResend: () => {},
  }).map((c) => c.title);

describe('transaction columns (PRODUCT §2.6)', () => {
  it("keep the spec's order on a wide screen", () => {
    expect(titles(false)).toEqual([
      'Transaction ID',
      'App',
      'Amount',
      'Fee',
      'Bank',
      'Type',
      'Status',
      'User ID',
      'Created time',
      'Action',
    ]);
  });

  it('bring the amount, the status below it, next to the id on a phone, the app under the id (issue 28 item 8)', () => {
    expect(titles(true)).toEqual([
      'Transaction ID',
      'Amount',
      'Fee',
      'Bank',
      'Type',
      'User ID',
      'Created time',
      'Action',
    ]);
    expect(titles(true, false)).not.toContain('Fee');
  });
});
