import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/seed/demo.js';

// The portal's hottest calls as the throughput benchmarks send them (issues #13 and #16), and the
// demo owner's sign-in (access token and today's active token) they are sent with.

export const request = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/** One GraphQL call; an answer with errors throws (autocannon later counts only statuses). */
export const gql = async <T>(url: string, body: string, headers: Record<string, string>) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(`${body.slice(0, 80)}…: ${json.errors[0]?.message}`);
  return json.data as T;
};

// The documents as the issue measures them; the list and the dashboard are the portal's own.
export const USER_INFO = 'query UserInfo { userInfo { id partner { id name } } }';
export const LIST = /* GraphQL */ `query TransactionList($from_date: DateTime, $to_date: DateTime, $offset: Int, $limit: Int) {
  allPayment(from_date: $from_date, to_date: $to_date, offset: $offset, limit: $limit) {
    total amount crypto_amount
    data { id transaction_id amount crypto_amount currency bank fee status type pay_id pay_memo user_id created_time source channel app { id name logo } }
  }
}`;
export const DASHBOARD = /* GraphQL */ `query DashboardStats($from_date: DateTime!, $to_date: DateTime!) {
  partnerDashboard(from_date: $from_date, to_date: $to_date) {
    total_amount_success total_payment_success total_payment_failed total_source_active total_channel_active
    list_channel_active { id name total_payment total_amount }
    list_source_active { id name total_payment total_amount }
    payment_success_group_by_date { date total_amount total_payment }
    payment_failed_group_by_date { date total_amount total_payment }
    payment_success_group_by_time_in_24_hour { range total_amount }
    payment_success_group_by_date_time { range data { dow total_payment } }
  }
}`;

const DEMO_OWNER = 'owner@demo.test';

/** The demo owner's headers: the access token and today's active token (two-factor code). */
export const signInDemoOwner = async (url: string) => {
  const login = await gql<{ loginByPassword: { access_token: string } }>(
    url,
    request(
      'mutation($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }',
      { e: DEMO_OWNER, p: DEMO_PASSWORD },
    ),
    {},
  );
  const token = login.loginByPassword.access_token;
  const active = await gql<{ activeDashBoard: { active_token: string } }>(
    url,
    request('mutation($o: String!) { activeDashBoard(otp: $o) { active_token } }', {
      o: new TOTP({ secret: DEMO_TOTP_SECRET }).generate(),
    }),
    { authorization: token },
  );
  return { authorization: token, 'active-token': active.activeDashBoard.active_token };
};
