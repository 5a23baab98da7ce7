/** The roles of a company user (company_owner exists only at sign-up and becomes admin). */
export const ROLES = ['admin', 'office', 'foreman', 'worker'] as const;
export type Role = (typeof ROLES)[number];
export const INVITATION_ROLES = ['worker', 'foreman', 'office'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

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
  'users.changeRole': ['admin'],
  /** Full control (billing, users and roles, settings, all money): a company always keeps one active holder. */
  'company.fullControl': ['admin'],
  /** Deactivate and reactivate people, issue a new company code (DECISIONS 'Removing people'). */
  'users.deactivate': ['admin'],
  'company.newCode': ['admin'],
  'invitations.manage': backOffice,
  'emailLogs.read': backOffice,
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
  'projects.manageForemen': ['admin', 'office'],
  'projects.addForeman': everyone,
  'projects.share': backOffice,
  'projectRateItems.manage': backOffice,
  'companyRateItems.read': backOffice,
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
  /** Sees, on projects they are assigned to, drafts and the dockets sent to them (001 §6). */
  'dockets.readOnProjects': ['foreman'],
  /** Signs an approval in their own name (the others hand their phone to a project foreman). */
  'dockets.signAsSelf': ['foreman'],
  /** The preview's Download PDF button (001 §2.4: for foremen, with or without an account). */
  'dockets.pdfButton': ['foreman'],
  'dockets.approveUnsigned': ['foreman'],
  'dockets.sendBack': ['admin', 'office', 'foreman'],
  'dockets.invoice': backOffice,
  'dashboard.office': backOffice,
  'dockets.export': backOffice,
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
