import { readStored, SESSION_KEYS, writeStored } from '../../../lib/storage-keys';
import type { ForemanProject } from './types';

/**
 * What a code-access foreman keeps for the tab's life (spec 001 §2.5): the expiring grant and the
 * project it opens, never the bare code. The docket preview reads the same value.
 */
export type ForemanAccess = { grant: string; project: ForemanProject };

/** The docket list's filter, handed over by the dashboard's tiles and buttons. */
export type ForemanFilter = 'all' | 'pending' | 'approved';
export const FOREMAN_FILTERS: readonly ForemanFilter[] = ['all', 'pending', 'approved'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parse(text: string | null): ForemanAccess | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.grant !== 'string' || !isRecord(value.project)) return null;
    const { project } = value;
    if (typeof project.id !== 'number' || typeof project.name !== 'string') return null;
    if (typeof project.code !== 'string') return null;
    return { grant: value.grant, project: project as ForemanProject };
  } catch {
    return null;
  }
}

export const readForemanAccess = (): ForemanAccess | null =>
  parse(readStored('session', SESSION_KEYS.foremanProject));

export const saveForemanAccess = (access: ForemanAccess): void =>
  writeStored('session', SESSION_KEYS.foremanProject, JSON.stringify(access));

export const clearForemanAccess = (): void => writeStored('session', SESSION_KEYS.foremanProject, null);

export function readForemanFilter(): ForemanFilter {
  const stored = readStored('session', SESSION_KEYS.foremanFilter);
  return FOREMAN_FILTERS.find((filter) => filter === stored) ?? 'all';
}

export const saveForemanFilter = (filter: ForemanFilter): void =>
  writeStored('session', SESSION_KEYS.foremanFilter, filter);

/** A project code as typed or shared ('P-488635', ' 488635 ') reduced to its digits' form. */
export const normaliseCode = (code: string): string => code.trim().replace(/^p-/i, '');
