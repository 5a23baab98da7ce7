import { formatInstant } from '../../../../shared/dates';
import type { BadgeVariant } from '../../../components/ui/badge';
import type { EmailStatus, LogFilter } from './types';

export const STATUS_LABELS: Record<EmailStatus, string> = {
  success: 'Success',
  failed: 'Failed',
  not_sent: 'Not delivered',
};

export const STATUS_VARIANTS: Record<EmailStatus, BadgeVariant> = {
  success: 'green',
  failed: 'red',
  not_sent: 'neutral',
};

/** The filter buttons of spec 002 §2, plus Not delivered (no mail server configured). */
export const FILTERS: readonly { value: LogFilter; label: string }[] = [
  { value: 'all', label: 'All Emails' },
  { value: 'success', label: 'Successful Only' },
  { value: 'failed', label: 'Failed Only' },
  { value: 'not_sent', label: 'Not delivered' },
];

/** 'password_reset' → 'Password Reset'. */
export const typeLabel = (emailType: string): string =>
  emailType
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** "21 Nov 2026, 9:43 pm" in the company's time zone (the one shared formatter). */
export const createdText = (iso: string, timeZone: string): string => formatInstant(iso, timeZone);
