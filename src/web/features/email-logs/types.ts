/** One e-mail the product produced (GET /api/admin/email-logs), with its full text. */
export type EmailLog = {
  id: number;
  status: EmailStatus;
  emailType: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  relatedEntityType: string | null;
  relatedEntityId: number | null;
  errorMessage: string | null;
  requestPayload: Record<string, unknown> | null;
  providerResponse: Record<string, unknown> | null;
  createdAt: string;
};

/** 'not_sent': no mail server is configured, so the message was stored but not delivered. */
export type EmailStatus = 'success' | 'failed' | 'not_sent';

export type LogFilter = 'all' | EmailStatus;
