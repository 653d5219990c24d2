import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roleSummary, type UserType } from '@paygate/contracts';

/** The active language's translation of a message (useLingui's `t`, or `i18n._`). */
type Translate = (descriptor: MessageDescriptor) => string;

/** "a", "a and b", "a, b and c". */
const listed = (items: string[], t: Translate) => {
  if (items.length < 2) return items[0] ?? '';
  const first = items.slice(0, -1).join(', ');
  const last = items.at(-1) ?? '';
  return t(msg`${first} and ${last}`);
};

/**
 * What a role may open and do, from the policy table (issue 28 item 15), shown beside the role
 * select: the words follow the table, so a role changed there is described as it now is. The
 * screens' and abilities' names are the policy's own (@paygate/contracts), in the language on
 * screen through `say`, the contracts' catalogue (useContractTranslator).
 */
export const roleDescription = (role: UserType, t: Translate, say: (message: string) => string = (m) => m): string => {
  const summary = roleSummary(role);
  const screens = listed(summary.screens.map(say), t);
  if (!summary.abilities.length) return t(msg`Opens ${screens}. Reads only: no fees, no changes.`);
  const abilities = listed(summary.abilities.map(say), t);
  return t(msg`Opens ${screens}. Can ${abilities}.`);
};
