// Polling without fixed sleeps: wait for a condition, fail with a name after a limit.

/** Resolves with what `probe` gives once it is truthy (checked every `everyMs`), or fails after `ms`. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 5_000,
  everyMs = 10,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
