import type { Mail } from './mail.service.js';

// The words of account mails, in one place.

export const verificationMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Verify your email for Paygate Partner Portal',
  text: [
    `Hello ${name},`,
    '',
    'Thank you for registering. Open this link to verify your email address:',
    link,
    '',
    'The link is valid for 48 hours. After verification an administrator activates your account.',
  ].join('\n'),
  links: [link],
});

export const resetPasswordMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Reset your Paygate Partner Portal password',
  text: [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your account. Open this link to choose a new one:',
    link,
    '',
    'The link is valid for 1 hour and works once. If you did not ask for it, ignore this mail.',
  ].join('\n'),
  links: [link],
});

/** Sent instead of a second account (issue 11 item 9): the form answers as for a new address. */
export const registrationAttemptMail = (
  to: string,
  name: string,
  links: { login: string; forgotPassword: string },
): Mail => ({
  to,
  subject: 'Someone tried to register with your email at Paygate Partner Portal',
  text: [
    `Hello ${name},`,
    '',
    'Someone tried to register a new Paygate Partner Portal account with this email address, which already has an account.',
    'If it was you, log in:',
    links.login,
    '',
    'or, if you forgot your password, reset it:',
    links.forgotPassword,
    '',
    'If it was not you, ignore this mail: nothing has changed.',
  ].join('\n'),
  links: [links.login, links.forgotPassword],
});

/** Issue #14: an app's webhook endpoint failed every attempt for 24 hours (sent once per streak). */
export const webhookFailingMail = (
  to: string,
  name: string,
  details: { appName: string; since: Date; url: string; link: string },
): Mail => ({
  to,
  subject: `Webhooks of ${details.appName} have been failing for 24 hours`,
  text: [
    `Hello ${name},`,
    '',
    `Every webhook delivery to ${details.url} for the app ${details.appName} has failed since ${details.since.toISOString()}.`,
    'Payments keep being processed, but your server is not being told about them. Check that the endpoint answers',
    'with a 2xx status, then resend the failed events from the delivery log:',
    details.link,
  ].join('\n'),
  links: [details.link],
});

/**
 * Issue 29 item 2: a payer disputed a payment (`reminder`: its answer is due within a day). To the
 * members who answer complaints (OWNER, FINANCIAL), in the partner's words: what, how much, by when.
 */
export const complaintMail = (
  to: string,
  name: string,
  details: {
    reminder: boolean;
    appName: string;
    transactionId: string;
    amount: string;
    reason: string;
    respondBy: Date;
    link: string;
  },
): Mail => ({
  to,
  subject: details.reminder
    ? `Answer the complaint about ${details.transactionId} by ${details.respondBy.toISOString()}`
    : `A payer disputed ${details.transactionId} (${details.appName})`,
  text: [
    `Hello ${name},`,
    '',
    details.reminder
      ? `The complaint about the payment ${details.transactionId} of ${details.appName} has not been answered.`
      : `A payer disputed the payment ${details.transactionId} of ${details.appName}.`,
    `Disputed: ${details.amount}, held from your available balance while the complaint is open.`,
    `The payer's reason: ${details.reason}`,
    '',
    `Accept it (the payer is refunded) or contest it with a note and evidence before ${details.respondBy.toISOString()}.`,
    'Without an answer by then, the payer is refunded.',
    details.link,
  ].join('\n'),
  links: [details.link],
});
