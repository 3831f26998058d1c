// A span of time as the business reads it, to the minute: how long a lead
// waited, in the lead page, `npm run leads` and `npm run traffic` alike.

/** 45 min, 3 h 5 min, 2 d 4 h. */
export function spanText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}
