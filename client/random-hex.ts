/** `bytes` random bytes as hex, from the browser's generator (crypto.randomUUID needs a secure context; this does not). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}
