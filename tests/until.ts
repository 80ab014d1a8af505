/**
 * Polls `condition` until it holds; throws naming `what` once the deadline has passed. The one way
 * a test waits for something another process or the event loop does: a fixed pause only between
 * looks, never instead of one.
 */
export async function until(
  condition: () => Promise<boolean> | boolean,
  what: string,
  { timeoutMs = 30_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
