import { AUTHORIZE_FIELDS, type AuthorizeRequest } from './authorize-request';

export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SCOPE_LABELS: Record<string, string> = {
  openid: 'Know who you are',
  profile: 'See your name',
  email: 'See your e-mail address',
  offline_access: 'Keep access when you are not using the app',
  'accounting.contacts': 'View and manage your contacts',
  'accounting.settings': 'View and manage your organisation settings (tax rates)',
  'accounting.transactions': 'View and manage your business transactions',
  'accounting.invoices': 'View and manage your invoices',
  'accounting.payments': 'View and manage your payments',
  'accounting.attachments': 'View and manage your attachments',
  'payroll.employees': 'View and manage your employees',
  'payroll.settings': 'View and manage your payroll settings',
  'payroll.timesheets': 'View and manage your timesheets',
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f5f7;margin:0;color:#1e2a33}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff4ce;border:1px solid #e0b400;border-radius:.375rem;padding:.75rem;font-weight:600}
h1{font-size:1.25rem}ul{padding-left:1.25rem}
@media (max-width:30rem){main{margin:1rem}}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.375rem;border:1px solid #13b5ea;cursor:pointer}
.allow{background:#13b5ea;color:#fff}.cancel{background:#fff;color:#0b6f91}`;

function hiddenFields(request: AuthorizeRequest): string {
  const values: Record<string, string | null> = {
    [AUTHORIZE_FIELDS.responseType]: request.responseType,
    [AUTHORIZE_FIELDS.clientId]: request.clientId,
    [AUTHORIZE_FIELDS.redirectUri]: request.redirectUri,
    scope: request.scope.join(' '),
    [AUTHORIZE_FIELDS.state]: request.state,
    [AUTHORIZE_FIELDS.codeChallenge]: request.codeChallenge,
    [AUTHORIZE_FIELDS.codeChallengeMethod]: request.codeChallengeMethod,
    [AUTHORIZE_FIELDS.nonce]: request.nonce,
  };
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>
<p class="banner" role="note">Simulated Xero — no real Xero account is used</p>${body}</main></body></html>`;
}

export function consentPage(request: AuthorizeRequest, appName: string, organisationName: string): string {
  const scopes = request.scope.map((scope) => `<li>${escape(SCOPE_LABELS[scope] ?? scope)}</li>`).join('');
  return page(
    'Simulated Xero — Allow access',
    `<h1>${escape(appName)} wants to access your Xero organisation</h1>
<p>Signed in as the demo user. Organisation: <strong>${escape(organisationName)}</strong></p>
<p>The app will be able to:</p><ul>${scopes}</ul>
<form method="post" action="/identity/connect/authorize">${hiddenFields(request)}
<div class="actions"><button class="allow" type="submit" name="decision" value="allow">Allow access</button>
<button class="cancel" type="submit" name="decision" value="deny">Cancel</button></div></form>`,
  );
}

export function errorPage(message: string): string {
  return page('Simulated Xero — Error', `<h1>Sign-in error</h1><p>${escape(message)}</p>`);
}
