import { fill } from './i18n/message.js';

// The words of the notices on /notification (issue #14: an endpoint failing for a day; issue 29: a
// payer's complaint). The server stores each notice's title and body filled in English, as they
// always were (the notifications table has no language), and translates them when the portal
// reads them, in the request's language, through the contracts' catalogue (src/i18n/translate.ts:
// a stored text that fills one of these templates reads as that template in the reader's language;
// a notice stored before a template existed, or that fills none, reads as it was stored). A change
// to the English here leaves the notices already stored as they are: they keep their old words.
// Dates are filled as mails print them (time-zone.ts localDateTime).

export const NOTICE_MESSAGES = {
  complaintDeadlineTitle: (transactionId: string) =>
    fill(/*i18n*/ 'Answer the complaint about {transactionId} within a day', { transactionId }),
  complaintOpenedTitle: (transactionId: string) => fill(/*i18n*/ 'A payer disputed {transactionId}', { transactionId }),
  complaintBody: (amount: string, appName: string, reason: string, respondBy: string) =>
    fill(
      /*i18n*/ '{amount} of {appName} is disputed ({reason}) and held from the available balance. Accept or contest it before {respondBy}; without an answer the payer is refunded.',
      { amount, appName, reason, respondBy },
    ),
  /** The app's name in a complaint's notice when the app is gone. */
  yourApp: /*i18n*/ 'your app',

  webhooksFailingTitle: (appName: string) => fill(/*i18n*/ 'Webhooks of {appName} are failing', { appName }),
  webhooksFailingBody: (url: string, since: string) =>
    fill(
      /*i18n*/ 'Every delivery to {url} has failed since {since}. Check the endpoint, then resend the failed events from the delivery log.',
      { url, since },
    ),
} as const;
