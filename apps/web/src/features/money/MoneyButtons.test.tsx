import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyButtons } from './MoneyButtons';
import { button, listBanksMock, PAY_BANKS, recordGateway, renderWithViewer } from './testSupport';

const LABELS = ['CashIn', 'CashOut', 'Deposit', 'Exchange', 'Withdraw'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MoneyButtons', () => {
  it('shows the five buttons to OWNER', () => {
    renderWithViewer(<MoneyButtons />, { role: 'OWNER' });
    for (const label of LABELS) expect(screen.getByRole('button', { name: new RegExp(`${label}$`) })).toBeTruthy();
  });

  it.each(['ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER', 'SUPERVISOR'] as const)('shows nothing to %s', (role) => {
    renderWithViewer(<MoneyButtons />, { role });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('opens a modal when its button is pressed, and refreshes the host when it closes', async () => {
    recordGateway(() => PAY_BANKS);
    const onDone = vi.fn();
    renderWithViewer(<MoneyButtons onDone={onDone} />, { mocks: [listBanksMock] });
    await userEvent.click(screen.getByRole('button', { name: /CashIn$/ }));
    expect(await screen.findByRole('dialog', { name: 'Cash in' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: button('Cancel') }));
    expect(onDone).toHaveBeenCalled();
  });
});
