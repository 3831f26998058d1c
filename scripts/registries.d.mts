/** Each generated file (relative to the checkout) and what it holds. */
export function registries(): Record<string, string>;
/** Writes each file whose text differs; returns those written. */
export function writeRegistries(): string[];
