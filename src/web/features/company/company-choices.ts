import type { CompanyReply } from '../../../shared/auth/users-schemas';

type Choice<T extends string> = { value: T; label: string };

export const APPROVAL_CHOICES: readonly Choice<CompanyReply['approvalDefault']>[] = [
  { value: 'auto', label: 'Automatic (no sign-off)' },
  { value: 'manual', label: 'Foreman sign-off required' },
];

/** QuickBooks is stored and behaves like none (DECISIONS). */
export const ACCOUNTING_CHOICES: readonly Choice<CompanyReply['accountingSoftware']>[] = [
  { value: 'none', label: 'None' },
  { value: 'xero', label: 'Xero' },
  { value: 'quickbooks', label: 'QuickBooks' },
];

export const choiceLabel = <T extends string>(choices: readonly Choice<T>[], value: T): string =>
  choices.find((choice) => choice.value === value)?.label ?? value;
