import { z } from 'zod';
import { fill } from '../i18n/message.js';
import { TEXT_MAX_LENGTH } from '../limits.js';
import { requiredText, safeText } from './common.js';

// PRODUCT §5 "Apps and channels". The create and update dialogs carry different messages for the
// same URL rule ('url not vaild' is the spec's spelling on create); both are kept verbatim.

/** Logos are paths the upload endpoint returned: /uploads/<uuid>.png|jpg. */
export const LOGO_PATH = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg)$/;

const webhookUrl = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    // An empty webhook is left out of the payload (PRODUCT §5): treat it as absent.
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: message }).optional());

export const createAppInput = z.object({
  name: requiredText(/*i18n*/ 'name is required!', 'name'),
  description: requiredText(/*i18n*/ 'description is required!', 'description'),
  logo: requiredText(/*i18n*/ 'logo is required!').regex(LOGO_PATH, { error: /*i18n*/ 'logo not valid' }),
  webhook_url: webhookUrl(/*i18n*/ 'url not vaild'),
});
export type CreateAppInput = z.infer<typeof createAppInput>;

export const updateAppInput = z.object({
  app_id: requiredText(/*i18n*/ 'app_id is required'),
  name: requiredText(/*i18n*/ 'name is required!', 'name').optional(),
  description: requiredText(/*i18n*/ 'description is required!', 'description').optional(),
  logo: requiredText(/*i18n*/ 'logo is required!').regex(LOGO_PATH, { error: /*i18n*/ 'logo not valid' }).optional(),
  webhook_url: z
    .string()
    .trim()
    .optional()
    .nullable()
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: /*i18n*/ 'url not valid' }),
        z.null(),
        z.undefined(),
      ]),
    ),
});
export type UpdateAppInput = z.infer<typeof updateAppInput>;

export const channelNameInput = z.object({ name: requiredText(/*i18n*/ 'name is required!', 'name') });
/**
 * A source's name is the `source` text payments carry (at most TEXT_MAX_LENGTH there): a longer
 * name could never match a payment.
 */
export const sourceNameInput = z.object({
  name: safeText('name', TEXT_MAX_LENGTH, { required: /*i18n*/ 'name is required!' }),
});
/** Sources are unique per partner, case aside (the database's unique index says so too). */
export const sourceNameTaken = (name: string) => fill(/*i18n*/ 'A source named "{name}" already exists', { name });
/** Channel names are unique within an app, ignoring case (the database's unique index). */
export const channelNameTaken = (name: string) =>
  fill(/*i18n*/ 'A channel named "{name}" already exists in this app', { name });
