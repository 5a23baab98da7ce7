/** Query keys of the reports' reads: every report and drill-down of a company (invalidate with these). */
export const reportKeys = {
  reports: (companyId: number) => ['/api/companies', companyId, 'reports'] as const,
  dockets: (companyId: number) => ['/api/companies', companyId, 'report-dockets'] as const,
};
