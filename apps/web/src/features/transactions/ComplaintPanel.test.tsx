import type { MockLink } from '@apollo/client/testing';
import { AMOUNT_GREATER_THAN_AVAILABLE, COMPLAINT_MESSAGES, COOKIE_AUTH, type UserType } from '@paygate/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RespondComplaintDocument } from '../../gql/ops/RespondComplaint';
import { formatDateTime } from '../../lib/format';
import { button, errorOf, renderWithViewer } from '../money/testSupport';
import { type Complaint, ComplaintPanel } from './ComplaintPanel';

// The Complaint section as the owner meets it in the transaction detail: the portal's Apollo client
// with recorded answers of respondComplaint, a recorded evidence upload, the real rules and antd.

const PAYMENT = {
  transaction_id: 'order-1001',
  type: 'VIRTUAL_ACCOUNT',
  status: 'IN_COMPLAIN',
  amount: '100000',
  refunded_amount: '40000',
  currency: 'VND',
  fee: '2201',
  user_id: 'payer-42',
  payment_transfer: { account_name: 'NGUYEN VAN AN', account_no: '0011001234567', bank_code: 'VCB' },
};

const COMPLAINT_ID = '77777777-7777-4777-8777-777777777777';
const EVIDENCE_ID = '88888888-8888-4888-8888-888888888888';
const ANSWERED_AT = '2026-11-22T02:15:00.000Z';

/** A complaint as the detail reads it: open and unanswered by default, due 28/11 17:30 in Ho Chi Minh City. */
const complaint = (values: Partial<Complaint> = {}): Complaint => ({
  complaint_id: COMPLAINT_ID,
  status: 'OPEN',
  amount: '60000',
  held: '60000',
  currency: 'VND',
  reason: 'The parcel never arrived',
  respond_by: '2099-11-28T10:30:00.000Z',
  response: null,
  note: null,
  evidence: null,
  responded_by: null,
  responded_at: null,
  outcome: null,
  refund_id: null,
  created_at: '2026-11-21T10:30:00.000Z',
  resolved_at: null,
  ...values,
});

type Answer = { errors: { message: string; extensions: Record<string, unknown> }[] } | 'ok';

/** respondComplaint answering each call in turn; every call's variables are kept. */
const respondMock = (answers: Answer[], seen: Record<string, unknown>[]): MockLink.MockedResponse => ({
  request: {
    query: RespondComplaintDocument,
    variables: (v: Record<string, unknown>) => {
      seen.push(v);
      return true;
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: () => {
    const answer = answers[seen.length - 1] ?? 'ok';
    if (typeof answer === 'object') return answer;
    const response = seen.at(-1)?.response;
    return {
      data: {
        respondComplaint: {
          __typename: 'Complaint',
          complaint_id: COMPLAINT_ID,
          status: response === 'ACCEPT' ? 'RESOLVED' : 'OPEN',
          response,
          outcome: response === 'ACCEPT' ? 'REFUNDED' : null,
        },
      },
    };
  },
});

const refusal = (message: string, code: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

const open = (options: { complaint?: Complaint; answers?: Answer[]; totp?: 'refund'[]; role?: UserType } = {}) => {
  const seen: Record<string, unknown>[] = [];
  const { client } = renderWithViewer(
    <ComplaintPanel complaint={options.complaint ?? complaint()} payment={PAYMENT} />,
    {
      role: options.role,
      totp: options.totp,
      mocks: [respondMock(options.answers ?? [], seen)],
    },
  );
  const refetch = vi.spyOn(client, 'refetchQueries');
  return { seen, refetch };
};

const section = () => screen.getByRole('region', { name: 'Complaint' });
/** The open dialog, found by its title (antd names it through aria-labelledby, which happy-dom does not resolve). */
const dialog = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
};
const press = (name: string, scope: HTMLElement = document.body) =>
  userEvent.click(within(scope).getByRole('button', { name: button(name) }));

/** The evidence upload, recorded: each call's form fields and auth header; `answer` says what comes back. */
const recordUpload = (answer: (n: number) => unknown) => {
  const calls: { path: string; complaintId: unknown; file: string; authorization: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const form = init?.body as FormData;
      const file = form.get('evidence') as File;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({
        path: String(input),
        complaintId: form.get('complaint_id'),
        file: file.name,
        authorization: headers.authorization,
      });
      const body = answer(calls.length);
      const status = typeof body === 'object' && body !== null && 'error_code' in body && body.error_code ? 400 : 200;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
};
const stored = (name: string, size: number, contentType = 'image/png') => ({
  error_code: 0,
  message: 'Success',
  data: { evidence_id: EVIDENCE_ID, name, content_type: contentType, size },
});
const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** Chooses a file in the evidence field (the picker's accept list is the browser's business). */
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Evidence (optional)'), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  Cookies.remove(COOKIE_AUTH, { path: '/' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Complaint: what the detail shows', () => {
  it("shows the payer's reason, the disputed and held amounts, and the deadline in the partner's zone", () => {
    open({ complaint: complaint({ held: '45000' }) });
    const text = section().textContent;
    expect(text).toContain('The parcel never arrived');
    expect(text).toContain('60,000 VND');
    expect(text).toContain('45,000 VND');
    expect(text).toContain('Answer by 28/11/2099 17:30 (Asia/Ho_Chi_Minh)');
    expect(within(section()).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Contest' })).toBeTruthy();
  });

  it.each([
    ['OWNER', true],
    ['FINANCIAL', true],
    ['SUPERVISOR', false],
    ['SUPPORTER', false],
  ] as const)('%s: Accept and Contest shown = %s (policy respondComplaint)', (role, isShown) => {
    open({ role });
    expect(screen.queryByRole('button', { name: 'Accept' }) !== null).toBe(isShown);
    expect(screen.queryByRole('button', { name: 'Contest' }) !== null).toBe(isShown);
  });

  it('shows a contest with its note and its evidence to download, and waits for the bank', () => {
    open({
      complaint: complaint({
        response: 'CONTEST',
        note: 'Delivered on 20/11.\nSigned by the payer.',
        responded_by: 'Fiona Finance',
        responded_at: ANSWERED_AT,
        evidence: {
          evidence_id: EVIDENCE_ID,
          name: 'delivery.pdf',
          content_type: 'application/pdf',
          size: 1.4 * 1024 * 1024,
        },
      }),
    });
    const text = section().textContent;
    expect(text).toContain(`Contested by Fiona Finance at ${formatDateTime(ANSWERED_AT)}`);
    expect(text).toContain('Delivered on 20/11.\nSigned by the payer.');
    expect(text).toContain("Waiting for the payer's bank to decide");
    expect(text).not.toContain('Answer by');
    const link = within(section()).getByRole('link', { name: /delivery\.pdf/ });
    expect(link.getAttribute('href')).toBe(`/v1/complaint/evidence/${EVIDENCE_ID}`);
    expect(link.getAttribute('download')).toBe('delivery.pdf');
    expect(text).toContain('(1.4 MB)');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it.each([
    ['PAYMENT_KEPT', 'Resolved: the payment stays with you, the hold is released'],
    ['REFUNDED', 'Resolved: the payer was refunded'],
  ] as const)('tells the outcome %s', (outcome, line) => {
    open({
      complaint: complaint({
        status: 'RESOLVED',
        response: 'CONTEST',
        note: 'Delivered',
        responded_by: 'Olivia Owner',
        responded_at: ANSWERED_AT,
        outcome,
        resolved_at: '2026-11-23T02:15:00.000Z',
      }),
    });
    expect(section().textContent).toContain(line);
    expect(screen.queryByRole('button', { name: 'Contest' })).toBeNull();
  });
});

describe('Complaint: Accept', () => {
  it('states the amount and the payer, refunds without a code when none is asked, then refreshes', async () => {
    const { seen, refetch } = open({ complaint: complaint({ held: '45000' }) });
    await press('Accept');
    const accept = await dialog('Accept the complaint');
    expect(within(accept).getByText('Refund 60,000 VND to NGUYEN VAN AN (VCB 0011001234567)?')).toBeTruthy();
    // The hold was short: the rest comes from the available balance.
    expect(within(accept).getByText('From the available balance').closest('tr')?.textContent).toContain('15,000 VND');
    expect(within(accept).queryByLabelText('OTP')).toBeNull();
    await press('Accept and refund');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ complaint_id: COMPLAINT_ID, response: 'ACCEPT', otp: null });
    expect(await screen.findByText('Complaint accepted')).toBeTruthy();
    expect(
      screen.getByText('60,000 VND goes back to NGUYEN VAN AN (VCB 0011001234567). The complaint is resolved.'),
    ).toBeTruthy();
    expect(refetch).toHaveBeenCalled();
  });

  it('asks for the code when totp_config holds refund; a wrong one is shown on it, the next accepted', async () => {
    const { seen } = open({
      totp: ['refund'],
      answers: [refusal('OTP is invalid', 'OTP_INVALID', { otp: 'OTP is invalid' })],
    });
    await press('Accept');
    await dialog('Accept the complaint');
    await press('Accept and refund');
    await waitFor(() => expect(errorOf('OTP')).toBe('otp is required!'));
    expect(seen).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('OTP'), '111111');
    await press('Accept and refund');
    await waitFor(() => expect(errorOf('OTP')).toBe('OTP is invalid'));
    await userEvent.clear(screen.getByLabelText('OTP'));
    await userEvent.type(screen.getByLabelText('OTP'), '222222');
    await press('Accept and refund');
    expect(await screen.findByText('Complaint accepted')).toBeTruthy();
    expect(seen.map((v) => v.otp)).toEqual(['111111', '222222']);
  });

  it('shows a refusal about the money in the dialog, and stays open', async () => {
    open({ answers: [refusal(AMOUNT_GREATER_THAN_AVAILABLE, 'BAD_USER_INPUT')] });
    await press('Accept');
    const accept = await dialog('Accept the complaint');
    await press('Accept and refund');
    expect(await within(accept).findByRole('alert')).toHaveProperty('textContent', AMOUNT_GREATER_THAN_AVAILABLE);
    expect(screen.queryByText('Complaint accepted')).toBeNull();
  });
});

describe('Complaint: Contest', () => {
  const typeNote = (text: string) => userEvent.type(screen.getByLabelText('Note'), text);

  it('wants a note, checks the file before sending it, uploads it, confirms, then contests with both', async () => {
    const uploads = recordUpload(() => stored('receipt.png', 2048));
    Cookies.set(COOKIE_AUTH, 'session-token', { path: '/' });
    const { seen, refetch } = open();
    await press('Contest');
    await dialog('Contest the complaint');
    await press('Next');
    await waitFor(() => expect(errorOf('Note')).toBe(COMPLAINT_MESSAGES.noteRequired));

    // Refused here, with the server's messages, and never sent.
    choose(fileOf('notes.txt', 'text/plain'));
    await waitFor(() => expect(errorOf('Evidence (optional)')).toBe(COMPLAINT_MESSAGES.evidenceType));
    choose(fileOf('scan.pdf', 'application/pdf', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(errorOf('Evidence (optional)')).toBe(COMPLAINT_MESSAGES.evidenceTooLarge));
    expect(uploads).toHaveLength(0);

    choose(fileOf('receipt.png', 'image/png'));
    await screen.findByText('receipt.png');
    expect(uploads).toEqual([
      {
        path: '/v1/complaint/evidence',
        complaintId: COMPLAINT_ID,
        file: 'receipt.png',
        authorization: 'session-token',
      },
    ]);
    expect(errorOf('Evidence (optional)')).toBe('');

    await typeNote('Delivered on 20/11.{Enter}Signed by the payer.');
    await press('Next');
    const confirm = await dialog('Confirm the contest');
    expect(confirm.textContent).toContain('Delivered on 20/11.\nSigned by the payer.');
    expect(confirm.textContent).toContain('receipt.png (2 KB)');
    await press('Contest', confirm);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      complaint_id: COMPLAINT_ID,
      response: 'CONTEST',
      note: 'Delivered on 20/11.\nSigned by the payer.',
      evidence_id: EVIDENCE_ID,
    });
    expect(await screen.findByText('Complaint contested')).toBeTruthy();
    expect(refetch).toHaveBeenCalled();
  });

  it("shows the upload's refusal beside the file, and contests without evidence when none is kept", async () => {
    recordUpload(() => ({
      error_code: 1,
      code: 'INVALID_INPUT',
      message: COMPLAINT_MESSAGES.evidenceType,
      fields: { evidence: COMPLAINT_MESSAGES.evidenceType },
    }));
    const { seen } = open();
    await press('Contest');
    await dialog('Contest the complaint');
    choose(fileOf('fake.png', 'image/png'));
    await waitFor(() => expect(errorOf('Evidence (optional)')).toBe(COMPLAINT_MESSAGES.evidenceType));
    await typeNote('Delivered');
    await press('Next');
    const confirm = await dialog('Confirm the contest');
    expect(within(confirm).getByText('Evidence').closest('tr')?.textContent).toContain('None');
    await press('Contest', confirm);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ note: 'Delivered', evidence_id: null });
  });

  it('takes the user back to the field the server refused, with the note and the file kept', async () => {
    recordUpload(() => stored('receipt.png', 2048));
    const message = 'This evidence was not found';
    const { seen } = open({ answers: [refusal(message, 'NOT_FOUND', { evidence_id: message })] });
    await press('Contest');
    await dialog('Contest the complaint');
    choose(fileOf('receipt.png', 'image/png'));
    await screen.findByText('receipt.png');
    await typeNote('Delivered');
    await press('Next');
    await press('Contest', await dialog('Confirm the contest'));
    await waitFor(() => expect(errorOf('Evidence (optional)')).toBe(message));
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Delivered');
    expect(screen.getByText('receipt.png')).toBeTruthy();
    expect(seen).toHaveLength(1);
  });

  it('shows a refusal about the complaint itself in the dialog, and Back returns to the form', async () => {
    const { seen } = open({
      answers: [
        refusal(COMPLAINT_MESSAGES.alreadyAnswered, 'CONFLICT', { complaint_id: COMPLAINT_MESSAGES.alreadyAnswered }),
      ],
    });
    await press('Contest');
    await dialog('Contest the complaint');
    await typeNote('Delivered');
    await press('Next');
    const confirm = await dialog('Confirm the contest');
    await press('Contest', confirm);
    expect(await within(confirm).findByRole('alert')).toHaveProperty('textContent', COMPLAINT_MESSAGES.alreadyAnswered);
    await press('Back');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Delivered');
    expect(seen).toHaveLength(1);
  });
});
