import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigTotpDocument } from '../../gql/ops/ConfigTotp';
import { DisableTotpDocument } from '../../gql/ops/DisableTotp';
import { EnableTotpDocument } from '../../gql/ops/EnableTotp';
import { GenTotpDocument } from '../../gql/ops/GenTotp';
import { gqlError, renderProfile, userInfoMock, type ViewerState } from './testSupport';

const URI =
  'otpauth://totp/Paygate:owner%40demo.test?issuer=Paygate&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '0')}`.slice(0, 11));

afterEach(() => {
  cleanup();
});

// The OTP tab's panel is labelled "OTP" too: code fields are looked up inside their dialog.
const fieldError = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
  scope.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

// Several user-event steps each: generous on a busy two-core machine (nothing is timed).
describe('OTP tab: enabling two-factor (PRODUCT §2.12, §4 Two-factor)', { timeout: 30_000 }, () => {
  it('asks for the password, shows the QR of totp_uri, refuses a wrong code, then shows ten recovery codes once', async () => {
    const state: ViewerState = { isEnabled: false, config: [] };
    const sent: Record<string, unknown>[] = [];
    renderProfile(
      [
        userInfoMock(state),
        {
          request: { query: GenTotpDocument, variables: { password: 'my-password' } },
          result: () => ({ data: { genTOTP: { __typename: 'TotpSecret', totp_uri: URI } } }),
        },
        {
          request: { query: EnableTotpDocument, variables: { otp: '000000' } },
          result: () => gqlError('OTP is invalid', 'OTP_INVALID'),
        },
        {
          request: { query: EnableTotpDocument, variables: { otp: '123456' } },
          result: (variables) => {
            sent.push(variables);
            state.isEnabled = true;
            return { data: { enableTOTP: { __typename: 'TotpEnabled', success: true, recovery_codes: CODES } } };
          },
        },
      ],
      '/profile?tab=otp',
    );

    expect(await screen.findByText('Enable two-factor authentication')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldError('Password')).toBe('password is required!'));

    await userEvent.type(screen.getByLabelText('Password'), 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The QR encoder loads lazily; the key is there for typing by hand.
    expect(await screen.findByTitle('Two-factor QR code', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(fieldError('Code from the app')).toBe('OTP is invalid'));

    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    // antd keeps its loading icon leaving after a request under happy-dom: the name may start with it.
    await userEvent.click(screen.getByRole('button', { name: /Enable$/ }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(sent).toEqual([{ otp: '123456' }]);
    expect(screen.getByText('These codes are shown only once.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    // Once saved, the codes are gone and the uses of the enabled state show.
    expect(await screen.findByRole('switch', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows a refused password in a notification titled Error and stays on the password step', async () => {
    renderProfile(
      [
        userInfoMock({ isEnabled: false, config: [] }),
        {
          request: { query: GenTotpDocument, variables: { password: 'wrong' } },
          result: () => gqlError('Password is incorrect', 'BAD_USER_INPUT'),
        },
      ],
      '/profile?tab=otp',
    );
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByTitle('Two-factor QR code')).toBeNull();
  });
});

const fieldRefusal = (message: string, code: string, field: string) => ({
  errors: [{ message, extensions: { code, fields: { [field]: message } } }],
});

describe('OTP tab: two-factor enabled', { timeout: 30_000 }, () => {
  it('saves an added use at once; removing one asks for a code first, with the field errors under it', async () => {
    const state: ViewerState = { isEnabled: true, config: ['cashout'] };
    const saved: unknown[] = [];
    renderProfile(
      [
        userInfoMock(state),
        {
          request: { query: ConfigTotpDocument, variables: () => true },
          result: (variables) => {
            if (variables.otp === '111111') return fieldRefusal('OTP is invalid', 'OTP_INVALID', 'otp');
            saved.push(variables);
            state.config = variables.config_totp;
            return { data: { configTOTP: true } };
          },
          maxUsageCount: 3,
        },
      ],
      '/profile?tab=otp',
    );
    const login = await screen.findByRole('switch', { name: 'Login' });
    expect(screen.getByRole('switch', { name: 'Cashout' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Withdraw' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Exchange' })).toBeTruthy();

    await userEvent.click(login);
    await waitFor(() => expect(saved).toEqual([{ config_totp: ['login', 'cashout'] }]));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Login' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Cashout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the code for Cashout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(fieldError('OTP', within(dialog))).toBe('otp is required!'));
    expect(saved).toHaveLength(1);

    await userEvent.type(within(dialog).getByLabelText('OTP'), '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: /Turn off$/ }));
    await waitFor(() => expect(fieldError('OTP', within(dialog))).toBe('OTP is invalid'));
    expect(screen.getByRole('switch', { name: 'Cashout' }).getAttribute('aria-checked')).toBe('true');

    await userEvent.clear(within(dialog).getByLabelText('OTP'));
    await userEvent.type(within(dialog).getByLabelText('OTP'), '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: /Turn off$/ }));
    await waitFor(() =>
      expect(saved).toEqual([{ config_totp: ['login', 'cashout'] }, { config_totp: ['login'], otp: '123456' }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Cashout' }).getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('disables with the password and a code, after their rules; a wrong password shows under its field', async () => {
    const state: ViewerState = { isEnabled: true, config: ['login'] };
    const sent: unknown[] = [];
    renderProfile(
      [
        userInfoMock(state),
        {
          request: { query: DisableTotpDocument, variables: { password: 'wrong', otp: 'abcde-fghjk' } },
          result: () => fieldRefusal('Password is incorrect', 'BAD_USER_INPUT', 'password'),
        },
        {
          request: { query: DisableTotpDocument, variables: { password: 'my-password', otp: 'abcde-fghjk' } },
          result: (variables) => {
            sent.push(variables);
            state.isEnabled = false;
            state.config = [];
            return { data: { disableTOTP: true } };
          },
        },
      ],
      '/profile?tab=otp',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fieldError('Password')).toBe('password is required!'));
    expect(fieldError('OTP', within(dialog))).toBe('otp is required!');

    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    // A recovery code fits the field.
    await userEvent.type(within(dialog).getByLabelText('OTP'), 'abcde-fghjk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fieldError('Password')).toBe('Password is incorrect'));

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password');
    fireEvent.click(within(dialog).getByRole('button', { name: /Disable$/ }));
    expect(await screen.findByText('Enable two-factor authentication')).toBeTruthy();
    expect(sent).toEqual([{ password: 'my-password', otp: 'abcde-fghjk' }]);
    expect(await screen.findByText('Success')).toBeTruthy();
  });
});

describe('the Google Authenticator wizard', { timeout: 30_000 }, () => {
  it('has no tab link, opens from the set-up card, and moves through four steps with Next and Prev', async () => {
    renderProfile([userInfoMock({ isEnabled: false, config: [] })], '/profile?tab=otp');
    expect(await screen.findByRole('tab', { name: 'OTP' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Change Password', 'OTP']);

    await userEvent.click(screen.getByRole('link', { name: 'Google Authenticator guide' }));
    expect(await screen.findByText('Install Google Authenticator on your phone')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Prev' });
    expect(prev.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Resetting your Google Authenticator takes at least 7 days.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Confirm with a code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByText('Keep your key and recovery codes safe')).toBeTruthy();
  });
});
