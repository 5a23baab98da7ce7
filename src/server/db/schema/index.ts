export * from './enums';
export * from './accounts';
export * from './projects';
export * from './dockets';
export * from './integrations';
export * from './system';
export * from './invoices';
export * from './payroll';
