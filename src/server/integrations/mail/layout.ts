/** One e-mail layout for every message the product sends: HTML and plain text from the same parts. */
export type MailContent = {
  subject: string;
  heading: string;
  /** Each a paragraph; a line break inside one is kept (a block of payment details). */
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const { heading, paragraphs, action, footnote } = content;
  const html = `<!doctype html>
<html><body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;padding:16px 24px;color:#ffffff;font-weight:700;font-size:18px">Site<span style="color:#f59e0b">Dockets</span></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escape(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#d97706;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">Or open this link: ${escape(action.url)}</p>`
    : ''
}
${footnote ? `<p style="font-size:13px;color:#64748b;margin-top:24px">${escape(footnote)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '— SiteDockets',
  ].join('\n');
  return { subject: content.subject, html, text };
}
