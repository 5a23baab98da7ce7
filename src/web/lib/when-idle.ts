/**
 * Runs `task` when the browser is next idle, and at the latest after `timeoutMs`: work the first
 * screen does not need (the live stream, reads kept for offline use) waits until the page has
 * shown, so on a slow phone it does not compete with it (issue 17). Answers the function that
 * cancels it (an effect's clean-up).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 100);
  return () => clearTimeout(id);
}
