// The campaign a traffic event keeps of a visit's utm_* parameters: source,
// medium and campaign, cleaned by the one rule for visitors' text
// (visible-text.ts), trimmed, cut to TRAFFIC_UTM_MAX_LENGTH characters (never
// inside one), empty ones left out. The browser sends them so
// (client/traffic-beacon.ts) and the server keeps a lead's so
// (server/traffic/traffic-source.ts).
import { TRAFFIC_UTM_MAX_LENGTH } from './constants';
import { visibleText } from './visible-text';

export type CountedUtm = Partial<Record<'source' | 'medium' | 'campaign', string>>;

export function countedUtm(utm: Partial<Record<string, string>> | undefined): CountedUtm | undefined {
  const kept = Object.fromEntries(
    (['source', 'medium', 'campaign'] as const).flatMap((name) => {
      const given = utm?.[`utm_${name}`];
      const value = given && Array.from(visibleText(given).trim()).slice(0, TRAFFIC_UTM_MAX_LENGTH).join('').trim();
      return value ? [[name, value]] : [];
    }),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
}
