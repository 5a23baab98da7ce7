import { rowDefaults, SPEC_DEFAULTS, type TimeDefaults } from '../default-times';
import type { CreateDocketBody, UpdateDocketBody } from '../types';
import type { AssignedProject, Docket } from '../types';

export type EntryType = 'billable' | 'non-billable';

export type WorkItemValues = {
  projectRateItemId: number | null;
  entryType: 'qty' | 'time';
  quantity: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  notes: string | null;
};

export type DocketFormValues = {
  entryType: EntryType;
  projectId: number | null;
  date: string;
  description: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  notes: string;
  countOnTimesheet: boolean;
  lineItems: WorkItemValues[];
};

export const workItem = (times: TimeDefaults): WorkItemValues => ({
  projectRateItemId: null,
  entryType: 'time',
  quantity: '',
  ...times,
  notes: null,
});

/** A new docket (spec 001 §4): one work item 06:30–16:00 with a 30-minute break; non-billable 06:00–16:00. */
export function newDocketValues(date: string, project: AssignedProject | null): DocketFormValues {
  return {
    entryType: 'billable',
    projectId: project?.id ?? null,
    date,
    description: '',
    ...SPEC_DEFAULTS.formNonBillable,
    notes: '',
    countOnTimesheet: true,
    lineItems: [workItem(rowDefaults(SPEC_DEFAULTS.workItem, project))],
  };
}

/** A loaded docket as form values; a row without times gets 08:00–17:00 if switched to time. */
export function docketValues(docket: Docket): DocketFormValues {
  const loaded = SPEC_DEFAULTS.loadedRow;
  return {
    entryType: docket.entryType,
    projectId: docket.projectId,
    date: docket.date,
    description: docket.description ?? '',
    startTime: docket.startTime ?? SPEC_DEFAULTS.formNonBillable.startTime,
    endTime: docket.endTime ?? SPEC_DEFAULTS.formNonBillable.endTime,
    breakMinutes: docket.breakMinutes,
    notes: docket.notes ?? '',
    countOnTimesheet: docket.countOnTimesheet,
    lineItems: docket.lineItems.map((item) => ({
      projectRateItemId: item.projectRateItemId,
      entryType: item.entryType,
      quantity: item.quantity ?? '',
      startTime: item.startTime ?? loaded.startTime,
      endTime: item.endTime ?? loaded.endTime,
      breakMinutes: item.breakMinutes,
      notes: item.notes,
    })),
  };
}

/** Work items as the API takes them; a qty row sends its quantity, a time row its range. */
function lineItemsBody(values: DocketFormValues) {
  return values.lineItems.map((item) =>
    item.entryType === 'qty'
      ? {
          projectRateItemId: item.projectRateItemId,
          entryType: 'qty' as const,
          quantity: item.quantity.trim(),
          notes: item.notes,
        }
      : {
          projectRateItemId: item.projectRateItemId,
          entryType: 'time' as const,
          startTime: item.startTime,
          endTime: item.endTime,
          breakMinutes: item.breakMinutes,
          notes: item.notes,
        },
  );
}

const notesOf = (values: DocketFormValues) => values.notes.trim() || null;

export function createBody(values: DocketFormValues, status: 'draft' | 'approved'): CreateDocketBody {
  const common = {
    date: values.date,
    notes: notesOf(values),
    countOnTimesheet: values.countOnTimesheet,
    status,
  };
  if (values.entryType === 'non-billable') {
    const { description, startTime, endTime, breakMinutes } = values;
    return {
      ...common,
      entryType: 'non-billable',
      description: description.trim(),
      startTime,
      endTime,
      breakMinutes,
    };
  }
  return { ...common, entryType: 'billable', projectId: values.projectId, lineItems: lineItemsBody(values) };
}

export function updateBody(values: DocketFormValues): UpdateDocketBody {
  const common = { date: values.date, notes: notesOf(values), countOnTimesheet: values.countOnTimesheet };
  if (values.entryType === 'non-billable') {
    const { description, startTime, endTime, breakMinutes } = values;
    return { ...common, description: description.trim(), startTime, endTime, breakMinutes };
  }
  return { ...common, projectId: values.projectId, lineItems: lineItemsBody(values) };
}
