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
