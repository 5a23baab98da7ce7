/** Keys this app keeps in localStorage (survive the tab). */
export const LOCAL_KEYS = {
  /** Bearer token of the signed-in user (spec 000 §9). */
  token: 'token',
} as const;

/** Keys this app keeps in sessionStorage (live as long as the tab). */
export const SESSION_KEYS = {
  /** Address to return to when a docket preview is closed (spec 000 §2). */
  docketReturnTo: 'docketReturnTo',
  /** Project data of a foreman who entered a project code (spec 001 §2.5). */
  foremanProject: 'foremanProject',
  /** Filter the foreman dashboard hands to the foreman docket list (spec 001 §2.5). */
  foremanFilter: 'foremanFilter',
  /** An entry the day page opens for editing once, then clears (spec 001 §2.2). */
  editEntryId: 'editEntryId',
} as const;

type Area = 'local' | 'session';
const areaOf = (area: Area): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);

/** Reads a stored value; storage that is blocked (private mode, policy) reads as empty. */
export function readStored(area: Area, key: string): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Writes a stored value, or removes it when the value is null. Blocked storage is ignored. */
export function writeStored(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) areaOf(area).removeItem(key);
    else areaOf(area).setItem(key, value);
  } catch {
    // Storage unavailable: the app still works for this page view.
  }
}

export const readToken = (): string | null => readStored('local', LOCAL_KEYS.token);
export const writeToken = (token: string | null): void => writeStored('local', LOCAL_KEYS.token, token);
