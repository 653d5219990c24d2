import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeliveryRow, WebhookDeliveryTable } from './WebhookDeliveryTable';
import { pageVariables, readLogParams, writeLogParams } from './webhookLogParams';

// The delivery log's table with real antd, and its URL parameters (issue #14 item 3).

const row = (over: Partial<DeliveryRow>): DeliveryRow => ({
  id: 'a1',
  created_time: '2026-11-20T08:30:00.000Z',
  event_type: 'payment.succeeded',
  message_id: 'msg_1_success',
  attempt: 1,
  payment_id: '11111111-1111-4111-8111-111111111111',
  transaction_id: 'ORDER-1',
  url: 'https://merchant.test/hook',
  success: true,
  status_code: 200,
  error: null,
  latency_ms: 1234,
  response_excerpt: '{"received":true}',
  ...over,
});

const ROWS = [
  row({ id: 'a3', attempt: 2, status_code: 503, success: false, response_excerpt: 'Service Unavailable' }),
  row({ id: 'a2', status_code: null, success: false, error: 'connect ECONNREFUSED', response_excerpt: null }),
  row({ id: 'a1', payment_id: null, transaction_id: null, event_type: 'test' }),
];

const show = (props: Partial<Parameters<typeof WebhookDeliveryTable>[0]> = {}) =>
  render(
    <WebhookDeliveryTable
      rows={ROWS}
      total={3}
      page={1}
      loading={false}
      canResend
      onPage={() => {}}
      onResend={() => {}}
      {...props}
    />,
  );

afterEach(cleanup);

describe('webhook delivery table', () => {
  it('shows each attempt: event, payment, attempt number, HTTP status or network error, latency', () => {
    show();
    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(first!).getByText('HTTP 503')).toBeTruthy();
    expect(within(first!).getByText('ORDER-1')).toBeTruthy();
    expect(within(first!).getByText('2')).toBeTruthy();
    expect(within(second!).getByText('Network error')).toBeTruthy();
    expect(within(second!).getByText('1,234 ms')).toBeTruthy();
    expect(within(third!).getByText('Test event')).toBeTruthy();
    // A test event has no payment to resend.
    expect(screen.getAllByRole('button', { name: /Resend the event/ })).toHaveLength(2);
  });

  it('opens the response body, or the network error, in monospace', async () => {
    show();
    const expanders = screen.getAllByRole('button', { name: /expand row/i });
    await userEvent.click(expanders[0]!);
    expect(screen.getByText('Response body (first 2 KB)')).toBeTruthy();
    expect(screen.getByText('Service Unavailable').tagName).toBe('PRE');
    await userEvent.click(expanders[1]!);
    expect(screen.getByText('connect ECONNREFUSED').tagName).toBe('PRE');
  });

  it('resends the row it is clicked on, and hides resend from roles that may not', async () => {
    const onResend = vi.fn();
    show({ onResend });
    await userEvent.click(screen.getAllByRole('button', { name: /Resend the event of ORDER-1/ })[0]!);
    expect(onResend).toHaveBeenCalledWith(expect.objectContaining({ id: 'a3' }));
    cleanup();
    show({ canResend: false });
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('says so when there is nothing yet', () => {
    show({ rows: [], total: 0 });
    expect(screen.getByText('No deliveries yet')).toBeTruthy();
    cleanup();
    // A filter that matches nothing says so, rather than that the endpoint was never called.
    show({ rows: [], total: 0, emptyText: 'No deliveries match these filters' });
    expect(screen.getByText('No deliveries match these filters')).toBeTruthy();
    expect(screen.queryByText('No deliveries yet')).toBeNull();
  });
});

describe('delivery log URL parameters', () => {
  it('reads filters and page, ignoring what is not valid', () => {
    expect(readLogParams(new URLSearchParams('outcome=FAILED&from=2026-11-01&to=nope&page=3'))).toEqual({
      outcome: 'FAILED',
      from: '2026-11-01',
      to: undefined,
      page: 3,
    });
    expect(readLogParams(new URLSearchParams('outcome=MAYBE&page=-2'))).toEqual({ page: 1 });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page does', () => {
    const current = { outcome: 'FAILED' as const, page: 4 };
    expect(writeLogParams(current, { from: '2026-11-02' }).toString()).toBe('outcome=FAILED&from=2026-11-02');
    expect(writeLogParams(current, { page: 5 }).toString()).toBe('outcome=FAILED&page=5');
  });

  it('asks the API for whole days and the page offset', () => {
    const vars = pageVariables({ from: '2026-11-01', to: '2026-11-01', page: 2 });
    expect(new Date(vars.to_date!).getTime() - new Date(vars.from_date!).getTime()).toBe(86_400_000);
    expect(vars).toMatchObject({ offset: 20, limit: 20 });
  });
});
