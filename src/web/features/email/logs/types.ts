import type { EmailStatus } from '../../../../shared/email/delivery';
import type { ReplyOf } from '../../../lib/api';

/** One e-mail the product produced (GET /api/admin/email-logs), with its full text. */
export type EmailLog = ReplyOf<'GET /api/admin/email-logs'>[number];

/** 'not_sent': no mail server is configured, so the message was stored but not delivered. */
export type { EmailStatus };

export type LogFilter = 'all' | EmailStatus;
