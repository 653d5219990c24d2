import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyButtons } from './MoneyButtons';
import { NO_PRODUCTION_APP } from './moneyAvailability';
import { button, DEMO_SANDBOX, listBanksMock, PAY_BANKS, recordGateway, renderWithViewer } from './testSupport';

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

  it('disables the buttons and says why when the partner has no production app', () => {
    // The portal works in PRODUCTION by default; the partner has a development app only.
    renderWithViewer(<MoneyButtons />, { apps: [DEMO_SANDBOX] });
    const why = screen.getByText(i18n._(NO_PRODUCTION_APP));
    for (const label of LABELS) {
      const b = screen.getByRole('button', { name: new RegExp(`${label}$`) });
      expect(b.hasAttribute('disabled')).toBe(true);
      expect(b.getAttribute('aria-describedby')).toBe(why.id);
    }
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
