// How the HTML page writes its figures and days.

/** `1,005`. */
export const figure = (value: number) => value.toLocaleString('en-US');

/** A New York day (`2024-03-05`) in words: `Tue, Mar 5` and the like, as `options` ask. */
export const dayLabel = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
