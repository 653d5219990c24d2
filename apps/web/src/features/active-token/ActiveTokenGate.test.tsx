import { COOKIE_ACTIVE_TOKEN } from '@paygate/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { useHasActiveToken } from '../../lib/activeToken';
import { ActiveTokenGate } from './ActiveTokenGate';
import { ShowOtpButton } from './ShowOtpButton';
import { clearActiveTokenCookie, renderScreen, sentOf, setActiveTokenCookie } from './testSupport';

const EXPIRES = '2099-01-01T16:59:59.999Z';

const Gated = ({ error }: { error?: unknown }) => (
  <ActiveTokenGate what="the transactions" error={error}>
    <p>secret list</p>
  </ActiveTokenGate>
);

const TokenProbe = () => <p>{useHasActiveToken() ? 'token: yes' : 'token: no'}</p>;

afterEach(() => {
  cleanup();
  clearActiveTokenCookie();
});

describe('the OTP gate (PRODUCT §2.5, §4, §6)', () => {
  it('without an active token, says why and offers the OTP form instead of the data', async () => {
    renderScreen(<Gated />);
    expect(await screen.findByText("Enter today's OTP to see the transactions")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Show form submit OTP/ })).toBeTruthy();
    expect(screen.queryByText('secret list')).toBeNull();
  });

  it('with an active token, shows the data', async () => {
    setActiveTokenCookie();
    renderScreen(<Gated />);
    expect(await screen.findByText('secret list')).toBeTruthy();
  });

  it('tells a user without two-factor to turn it on in Profile, with a link to /profile', async () => {
    renderScreen(<Gated />, { twoFactor: false });
    expect(await screen.findByText('Turn on two-factor authentication to see the transactions')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Turn on two-factor authentication in Profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    await userEvent.click(link);
    expect(await screen.findByText('profile screen')).toBeTruthy();
  });

  it('forgets a token the server refuses, and shows the form again', async () => {
    setActiveTokenCookie('stale');
    const refusal = {
      name: 'CombinedGraphQLErrors',
      errors: [{ message: 'Enter your OTP first', extensions: { code: 'ACTIVE_TOKEN_REQUIRED' } }],
    };
    const { CombinedGraphQLErrors } = await import('@apollo/client/errors');
    renderScreen(<Gated error={new CombinedGraphQLErrors({ errors: refusal.errors })} />);
    expect(await screen.findByText("Enter today's OTP to see the transactions")).toBeTruthy();
    await waitFor(() => expect(Cookies.get(COOKIE_ACTIVE_TOKEN)).toBeUndefined());
  });
});

describe("the 'Show form submit OTP' form", () => {
  it("requires the OTP ('OTP is required') and sends nothing without it", async () => {
    const { sent } = renderScreen(<ShowOtpButton />);
    await userEvent.click(screen.getByRole('button', { name: /Show form submit OTP/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('OTP is required')).toBeTruthy();
    expect(dialog.textContent).toContain('OTP is required');
    expect(sentOf(sent, 'ActiveDashBoardOtp')).toHaveLength(0);
  });

  it('stores the token in the active-token cookie, sends it as the active-token header, and hides the button', async () => {
    const { sent, client } = renderScreen(
      <>
        <ShowOtpButton />
        <TokenProbe />
      </>,
      {
        server: (op) =>
          op === 'ActiveDashBoardOtp'
            ? {
                data: {
                  activeDashBoard: { __typename: 'ActiveToken', active_token: 'active-xyz', expires_at: EXPIRES },
                },
              }
            : undefined,
      },
    );
    expect(screen.getByText('token: no')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Show form submit OTP/ }));
    await userEvent.type(await screen.findByLabelText('OTP'), '123456{enter}');
    await waitFor(() => expect(Cookies.get(COOKIE_ACTIVE_TOKEN)).toBe('active-xyz'));
    expect(sentOf(sent, 'ActiveDashBoardOtp')[0]?.variables).toEqual({ otp: '123456' });
    expect(await screen.findByText('token: yes')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show form submit OTP/ })).toBeNull());

    // The next request carries it (PRODUCT §7.1).
    await client.query({ query: (await import('../../gql/graphql')).TransactionBanksDocument }).catch(() => undefined);
    expect(sent.at(-1)?.headers['active-token']).toBe('active-xyz');
  });

  it('shows a failure as a notification titled Error with the server message', async () => {
    renderScreen(<ShowOtpButton />, {
      server: () => ({ errors: [{ message: 'OTP is invalid', extensions: { code: 'OTP_INVALID' } }] }),
    });
    await userEvent.click(screen.getByRole('button', { name: /Show form submit OTP/ }));
    await userEvent.type(await screen.findByLabelText('OTP'), '000000{enter}');
    const description = await screen.findByText('OTP is invalid', {}, { timeout: 5000 });
    expect(description.closest('.ant-notification-notice')?.textContent).toContain('Error');
    expect(Cookies.get(COOKIE_ACTIVE_TOKEN)).toBeUndefined();
  });
});
