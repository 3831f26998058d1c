// The campaign a traffic event keeps of a visit's utm_* parameters: source,
// medium and campaign, trimmed, cut to TRAFFIC_UTM_MAX_LENGTH, empty ones and
// ones with control characters left out. The browser sends them so (client/traffic-beacon.ts) and the server
// keeps a lead's so (server/traffic/traffic-source.ts).
import { TRAFFIC_UTM_MAX_LENGTH } from './constants';

const CONTROL = /\p{Cc}/u;

export type CountedUtm = Partial<Record<'source' | 'medium' | 'campaign', string>>;

export function countedUtm(utm: Partial<Record<string, string>> | undefined): CountedUtm | undefined {
  const kept = Object.fromEntries(
    (['source', 'medium', 'campaign'] as const).flatMap((name) => {
      const value = utm?.[`utm_${name}`]?.trim().slice(0, TRAFFIC_UTM_MAX_LENGTH);
      // A value with control characters is one the server refuses: left out, the visit is still counted.
      return value && !CONTROL.test(value) ? [[name, value]] : [];
    }),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
}
