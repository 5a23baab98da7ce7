/** What the global set-up hands each test file: where its fresh database comes from. */
export type TestDatabaseSource =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSource: TestDatabaseSource;
  }
}
