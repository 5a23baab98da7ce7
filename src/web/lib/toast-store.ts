import { useSyncExternalStore } from 'react';

/** Notification rules of spec 000 §9. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 500;
export const TOAST_DURATION_MS = 4000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
};

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or all of them without an id; each is removed 500 ms later. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
}

/** Shows a toast. Only one is on screen: a new one replaces the one before. */
export function toast(input: ToastInput): ToastHandle {
  const id = String(++nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

/** How long a toast stays: destructive ones until dismissed. */
export const toastDuration = (variant: ToastVariant = 'default'): number =>
  variant === 'destructive' ? Infinity : TOAST_DURATION_MS;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now in the store (newest first), outside React. */
export const getToasts = (): ToastItem[] => toasts;

/** The toasts to render (newest first). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
