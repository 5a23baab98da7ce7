/** Polling of 002 §9: the logs list every 30 s, debug logs every 2 s, statistics and status every 5 s. */
export const POLL_MS = { logs: 30_000, debugLogs: 2_000, stats: 5_000, status: 5_000 } as const;
