/** The host of an absolute URL (`www.google.com`, with its port when it has one); undefined when it is none. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
