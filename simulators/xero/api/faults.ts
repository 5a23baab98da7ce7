/**
 * Faults a test asks for: the next `count` calls to the API (or to the token endpoint) fail the
 * given way. `drop` lets the call take effect and then closes the connection without a reply,
 * which is how a reply lost in flight looks to the caller; `missing_scope` refuses the call as Xero
 * refuses a token without the scope it needs (401 `AuthorizationUnsuccessful`).
 */
export const FAULT_KINDS = ['token_expired', 'missing_scope', '500', '503', 'slow', 'drop'] as const;

/** Faults only an API call can meet (the token endpoint has no bearer token or scope to refuse). */
export const API_ONLY_FAULTS: readonly FaultKind[] = ['token_expired', 'missing_scope'];
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultTarget = 'api' | 'token';

export interface Fault {
  kind: FaultKind;
  target: FaultTarget;
  remaining: number;
  delayMs: number;
  /** Only calls whose path contains this (case-insensitive), e.g. '/Attachments'; every call when absent. */
  path?: string;
}

export class FaultQueue {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  /** The fault the next call to `target` (at `path`) meets, if any, counting it down. */
  take(target: FaultTarget, path = ''): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        candidate.target === target &&
        candidate.remaining > 0 &&
        (!candidate.path || path.toLowerCase().includes(candidate.path.toLowerCase())),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    this.faults = this.faults.filter((candidate) => candidate.remaining > 0);
    return fault;
  }

  pending(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
