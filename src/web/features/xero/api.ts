/**
 * The Xero area's public face for other features (re-exports only; the calls live in api/): the
 * status, tax codes and connection that the invoice dialog and payroll share with Settings → Xero
 * (002 §7 'Accounting provider'), and the payroll settings and mappings the payroll view reads.
 */
export { getXeroStatusQuery, useXeroConnection } from './api/get-xero-status';
export { getTaxCodesQuery, useTaxCodes } from './api/get-tax-codes';
export { useSyncTaxCodes } from './api/sync-tax-codes';
export { useConnectXero } from './api/connect-xero';
export { getPayrollSettingsQuery } from './api/get-payroll-settings';
export { useEmployeeMappings } from './api/get-employee-mappings';
export { usePayrollSettings } from './api/get-payroll-settings';
export { payCyclesKey } from './api/keys';
