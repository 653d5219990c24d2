import { roleSummary, type UserType } from '@paygate/contracts';

/** "a", "a and b", "a, b and c". */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * What a role may open and do, from the policy table (issue 28 item 15), shown beside the role
 * select: the words follow the table, so a role changed there is described as it now is.
 */
export const roleDescription = (role: UserType): string => {
  const { screens, abilities } = roleSummary(role);
  const opens = `Opens ${listed(screens)}.`;
  return abilities.length ? `${opens} Can ${listed(abilities)}.` : `${opens} Reads only: no fees, no changes.`;
};
