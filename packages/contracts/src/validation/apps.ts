import { z } from 'zod';
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
  name: requiredText('name is required!', 'name'),
  description: requiredText('description is required!', 'description'),
  logo: requiredText('logo is required!').regex(LOGO_PATH, { error: 'logo not valid' }),
  webhook_url: webhookUrl('url not vaild'),
});
export type CreateAppInput = z.infer<typeof createAppInput>;

export const updateAppInput = z.object({
  app_id: requiredText('app_id is required'),
  name: requiredText('name is required!', 'name').optional(),
  description: requiredText('description is required!', 'description').optional(),
  logo: requiredText('logo is required!').regex(LOGO_PATH, { error: 'logo not valid' }).optional(),
  webhook_url: z
    .string()
    .trim()
    .optional()
    .nullable()
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: 'url not valid' }),
        z.null(),
        z.undefined(),
      ]),
    ),
});
export type UpdateAppInput = z.infer<typeof updateAppInput>;

export const channelNameInput = z.object({ name: requiredText('name is required!', 'name') });
/**
 * A source's name is the `source` text payments carry (at most TEXT_MAX_LENGTH there): a longer
 * name could never match a payment.
 */
export const sourceNameInput = z.object({ name: safeText('name', TEXT_MAX_LENGTH, { required: 'name is required!' }) });
/** Sources are unique per partner, case aside (the database's unique index says so too). */
export const sourceNameTaken = (name: string) => `A source named "${name}" already exists`;
/** Channel names are unique within an app, ignoring case (the database's unique index). */
export const channelNameTaken = (name: string) => `A channel named "${name}" already exists in this app`;
