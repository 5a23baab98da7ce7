/** A person as far as their name goes: a user, an invitation, a docket's worker. */
export type Named = { firstName: string; lastName?: string | null };

/**
 * A person's full name, as every screen, e-mail, PDF, CSV and Xero payload shows it: first and last
 * name, trimmed ("Jake Thompson"; "Priya" when there is no last name).
 */
export const fullName = (person: Named): string => `${person.firstName} ${person.lastName ?? ''}`.trim();

/**
 * The full name with a name typed once shown once: a worker or foreman who typed one name at sign-up
 * has it reused as their last name (000 §5), so "Sam Sam" is "Sam". The header and a foreman's entry
 * on a project's approver list use it.
 */
export function fullNameOnce(person: Named): string {
  const first = person.firstName.trim();
  const last = (person.lastName ?? '').trim();
  if (!last || last === first) return first;
  if (!first) return last;
  return `${first} ${last}`;
}
