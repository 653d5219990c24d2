import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseDetails } from './ResponseDetails';
import { responseFieldsOf } from './responseFields';

// The transaction detail's gateway response (issue 28 item 11): labelled fields first, raw JSON on demand.

/** A bank transfer's response as the server writes it (transactions.resolvers responseOf). */
const BANK_TRANSFER = JSON.stringify({
  payment: { bankAccounts: [{ accountNo: '9704001234', accountName: 'DEMO SHOP', bankCode: 'VCB' }] },
  account_number: '9704001234',
  account_name: 'DEMO SHOP',
  details: {
    sender_name: 'NGUYEN VAN AN',
    sender_account: '0011001234567',
    sender_bank_bin: '970436',
    message: 'PG1234567890',
    channel_hint: 'web',
  },
});

// The labels in English, as the portal renders them without a catalogue.
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const t = (descriptor: MessageDescriptor) => en._(descriptor);

afterEach(cleanup);

describe('responseFieldsOf', () => {
  it('names the payer, the bank and the transfer message, then unknown details by their key', () => {
    const fields = responseFieldsOf(BANK_TRANSFER, t);
    expect(fields?.map((f) => [f.label, f.value])).toEqual([
      ['Payer', 'NGUYEN VAN AN'],
      ["Payer's account", '0011001234567'],
      ["Payer's bank (BIN)", '970436'],
      ['Account name', 'DEMO SHOP'],
      ['Account number', '9704001234'],
      ['Bank', 'VCB'],
      ['Transfer message', 'PG1234567890'],
      ['Channel hint', 'web'],
    ]);
  });

  it('reads a cash-out failure and leaves empty values out', () => {
    const fields = responseFieldsOf(
      JSON.stringify({
        payment: { bankAccounts: [] },
        account_number: null,
        failure_reason: 'Account closed',
        details: { payee_name: 'TRAN THI B', message: '' },
      }),
      t,
    );
    expect(fields).toEqual([
      { key: 'payee_name', label: 'Payee', value: 'TRAN THI B' },
      { key: 'failure_reason', label: 'Failure reason', value: 'Account closed' },
    ]);
  });

  it('answers undefined for a text that is not a JSON object', () => {
    expect(responseFieldsOf('not json', t)).toBeUndefined();
    expect(responseFieldsOf('[1,2]', t)).toBeUndefined();
    expect(responseFieldsOf('', t)).toBeUndefined();
  });
});

describe('ResponseDetails', () => {
  it('shows labelled fields, and the raw JSON only after the toggle', async () => {
    const user = userEvent.setup();
    render(<ResponseDetails response={BANK_TRANSFER} />);
    expect(screen.getByText('Payer')).toBeTruthy();
    expect(screen.getByText('NGUYEN VAN AN')).toBeTruthy();
    expect(screen.getByText('Transfer message')).toBeTruthy();
    expect(document.querySelector('pre')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show raw response (JSON)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(document.querySelector('pre')?.textContent).toContain('"sender_name": "NGUYEN VAN AN"');
    await user.click(screen.getByRole('button', { name: 'Hide raw response' }));
    expect(document.querySelector('pre')).toBeNull();
  });

  it('keeps a response that is not JSON reachable through the toggle', async () => {
    const user = userEvent.setup();
    render(<ResponseDetails response="gateway said no" />);
    expect(screen.getByText('Nothing to show beyond the raw response.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show raw response (JSON)' }));
    expect(document.querySelector('pre')?.textContent).toBe('gateway said no');
  });

  it('says so when there is no response', () => {
    render(<ResponseDetails response={null} />);
    expect(screen.getByText('No gateway response recorded.')).toBeTruthy();
  });
});
