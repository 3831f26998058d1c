/** `1 call`, `3 calls`: a count and its noun, for the reports' one-line summaries. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
