import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, toastDuration } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
  vi.advanceTimersByTime(500);
});
afterEach(() => vi.useRealTimers());

describe('toast store (spec 000 §9)', () => {
  it('keeps one toast at a time: a new one replaces the last', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'newer' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('removes a dismissed toast 500 ms later', () => {
    const handle = toast({ title: 'Saved' });
    handle.dismiss();
    expect(getToasts()).toMatchObject([{ title: 'Saved', open: false }]);
    vi.advanceTimersByTime(499);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Uploading' });
    handle.update({ title: 'Uploaded' });
    expect(getToasts()).toMatchObject([{ id: handle.id, title: 'Uploaded', open: true }]);
  });

  it('closes non-destructive toasts after 4 s and keeps destructive ones until dismissed', () => {
    expect(toastDuration()).toBe(4000);
    expect(toastDuration('destructive')).toBe(Infinity);
  });
});
