/** The roles of a company user (company_owner exists only at sign-up and becomes admin). */
export const ROLES = ['admin', 'office', 'foreman', 'worker'] as const;
export type Role = (typeof ROLES)[number];
export const INVITATION_ROLES = ['worker', 'foreman', 'office'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];
/** The roles a person has on one project's team (a project assignment), not in the company. */
export const ASSIGNMENT_ROLES = ['worker', 'foreman'] as const satisfies readonly Role[];
export type AssignmentRole = (typeof ASSIGNMENT_ROLES)[number];

const everyone = ROLES;
const backOffice = ['admin', 'office'] as const;

/**
 * What each role may do inside its own company (spec 000 §6, 001 §6, 002 §6). The server checks
 * every call against this table; the browser uses it only to decide what to show.
 */
export const PERMISSIONS = {
  'session.use': everyone,
  'versions.read': everyone,
  'company.read': everyone,
  'company.update': backOffice,
  /** The company join code: admin and office hand it out (others get null). */
  'company.readCode': backOffice,
  'users.list': backOffice,
  /** Settings → Users' team list: a foreman sees it too, without the management extras (002 §2, §6). */
  'users.read': ['admin', 'office', 'foreman'],
  'users.changeRole': ['admin'],
  /** Full control (billing, users and roles, settings, all money): a company always keeps one active holder. */
  'company.fullControl': ['admin'],
  /** Deactivate and reactivate people, issue a new company code (DECISIONS 'Removing people'). */
  'users.deactivate': ['admin'],
  'company.newCode': ['admin'],
  /** The company's own export: everything it owns as one ZIP (issue 25). */
  'company.export': ['admin'],
  /** The activity trail: who changed money, people or the company (issue 25). */
  'activity.read': ['admin'],
  /** Whose changes the trail records, so whom its Person filter offers: the back office. */
  'activity.recorded': backOffice,
  /** The reports (issue 26): hours, money and budgets over a range; PRO or the trial. */
  'reports.read': backOffice,
  /** A project's budgets (hours and value ex GST, issue 26): set in Edit Project Details. */
  'projects.budget': ['admin'],
  /** A project's budget and its use on the project card and the office dashboard: money, back office only (not a foreman). */
  'projects.readBudget': backOffice,
  'invitations.manage': backOffice,
  'emailLogs.read': backOffice,
  /** The record of Xero calls (/admin/xero-logs, /admin/xero-debug) and clearing it. */
  'xeroLogs.read': backOffice,
  'xeroLogs.clear': backOffice,
  /** Whether the company is connected to Xero (the debug page, the invoice dialog, payroll). */
  'xero.status': backOffice,
  /** Connect the company's Xero organisation, or disconnect it. */
  'xero.connect': backOffice,
  /** Read and sync Xero's tax codes, search Xero's contacts. */
  'xero.accounting': backOffice,
  /** Payroll: the payroll view, its dockets and CSV, the overtime threshold (002 §6: admin and office). */
  'payroll.read': backOffice,
  /** Xero payroll settings: earnings rates, pay calendars, employee mapping. */
  'payroll.settings': backOffice,
  /** Send hours to Xero Payroll (one employee, the whole period, chosen dockets, weekly timesheets). */
  'payroll.submit': backOffice,
  'weeklyTimesheets.manage': backOffice,
  /** The subscription and plan (002 §6: Billing for admin and office). */
  'billing.read': backOffice,
  'billing.manage': backOffice,
  /** Rates, values and totals in money: never for workers (DECISIONS). */
  'money.read': ['admin', 'office', 'foreman'],
  'projects.read': everyone,
  'projects.readAll': backOffice,
  'projects.create': ['admin'],
  'projects.edit': ['admin'],
  'projects.assignClient': backOffice,
  'projects.archive': backOffice,
  'projects.requireApproval': ['admin'],
  'projects.manageTeam': backOffice,
  /** On every project's team without an assignment: Manage Team shows them ticked and fixed. */
  'projects.onEveryTeam': ['admin'],
  'projects.manageForemen': ['admin', 'office'],
  'projects.addForeman': everyone,
  'projects.share': backOffice,
  'projectRateItems.manage': backOffice,
  /** Settings → Billable Items: a foreman reads them (002 §2 default tab, §6); only admin and office change them. */
  'companyRateItems.read': ['admin', 'office', 'foreman'],
  'companyRateItems.manage': backOffice,
  'clients.read': everyone,
  'clients.manage': backOffice,
  'contacts.create': backOffice,
  'contacts.manage': ['admin'],
  'settings.open': ['admin', 'office', 'foreman'],
  'versions.manage': backOffice,
  'dockets.read': everyone,
  /** Office runs the company but does not record dockets (spec 000 §6). */
  'dockets.create': ['admin', 'foreman', 'worker'],
  /** Docket rules by role (the rest of each rule, status and ownership, is in docket-policy.ts). */
  'dockets.readCompany': backOffice,
  'dockets.changeAny': backOffice,
  'dockets.recordForOthers': ['admin'],
  /** Whose week the weekly view opens on for someone who records none (office): the first of these. */
  'dockets.weekOpensOn': ['worker'],
  /** Sees, on projects they are assigned to, drafts and the dockets sent to them (001 §6). */
  'dockets.readOnProjects': ['foreman'],
  /** Signs an approval in their own name (the others hand their phone to a project foreman). */
  'dockets.signAsSelf': ['foreman'],
  /** The preview's Download PDF button (001 §2.4: for foremen, with or without an account). */
  'dockets.pdfButton': ['foreman'],
  'dockets.approveUnsigned': ['foreman'],
  /** The preview's Back with no stored page: to /timesheets (a worker's goes to /entries, 001 §2.4). */
  'dockets.backToTimesheets': ['admin', 'office', 'foreman'],
  /** Told, when an e-mail could not be sent, that delivery needs SMTP_URL (a worker is not). */
  'email.setupHint': ['admin', 'office', 'foreman'],
  'dockets.sendBack': ['admin', 'office', 'foreman'],
  'dockets.invoice': backOffice,
  /** Record and undo payments on the product's own tax invoices (issue 27). */
  'invoices.payments': backOffice,
  'dashboard.office': backOffice,
  /** Missing dockets: the list, reminders, their schedule and the company holidays (issue 17). */
  'dockets.remind': backOffice,
  'dockets.export': backOffice,
  /** A dashboard of one's own; a worker's /dashboard is the entries view and their home (spec 000 §2). */
  'dashboard.open': ['admin', 'office', 'foreman'],
  /** The pages of the header navigation: who sees each (spec 000 §6, second reading, DECISIONS). */
  'pages.dashboard': everyone,
  'pages.entries': ['admin', 'foreman', 'office'],
  'pages.dockets': ['worker', 'foreman'],
  'pages.projects': backOffice,
  'pages.clients': backOffice,
  'pages.invoices': backOffice,
  'pages.timesheets': backOffice,
  'pages.weeklyTimesheets': backOffice,
  'pages.workers': ['admin'],
  'pages.emailLogs': backOffice,
  'pages.xeroLogs': ['admin'],
  'pages.invoicing': backOffice,
  'pages.xeroDebug': ['admin'],
  'pages.settings': ['admin', 'foreman', 'office'],
  'pages.billing': backOffice,
  'pages.help': everyone,
  'pages.activity': ['admin'],
  'pages.reports': backOffice,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role);

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  office: 'Office',
  foreman: 'Foreman',
  worker: 'Worker',
};

/** On a project's team: the project foreman wears the brand badge, a worker the plain one. */
export const ASSIGNMENT_BADGES = {
  foreman: { label: 'Foreman', variant: 'brand' },
  worker: { label: 'Worker', variant: 'neutral' },
} as const satisfies Record<AssignmentRole, { label: string; variant: string }>;

/** What a kind of sign-up asks for besides the personal fields: a new company, or a code to join by. */
export type SignupNeed = 'companyName' | 'companyCode' | 'projectCode';

/**
 * The kinds of sign-up (spec 000 §2–§3): the role each becomes, what it needs and where the new account
 * goes first. Every kind's full name is split the same way (signUpNames, schemas/fields.ts).
 */
export const SIGNUP_KINDS = {
  company_owner: { role: 'admin', needs: 'companyName', home: '/dashboard' },
  worker: { role: 'worker', needs: 'companyCode', home: '/dashboard' },
  foreman: { role: 'foreman', needs: 'projectCode', home: '/foreman-dashboard' },
} as const satisfies Record<string, { role: Role; needs: SignupNeed; home: string }>;

export type SignupKind = keyof typeof SIGNUP_KINDS;
export const SIGNUP_ROLES = Object.keys(SIGNUP_KINDS) as [SignupKind, ...SignupKind[]];

/** The kind of sign-up that needs this (a project code in the sign-up link means a foreman). */
export const signupKindNeeding = (need: SignupNeed): SignupKind =>
  SIGNUP_ROLES.find((kind) => SIGNUP_KINDS[kind].needs === need)!;
