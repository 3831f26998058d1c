// Which leads `npm run leads` shows, and in what order: since a time, spam
// left out unless asked for, only the flagged or the undelivered ones when
// asked, newest first.
import { outcomeOf, type ChannelDelivery, type LeadEvent, type LeadRecord, type LeadStatus } from '../../server/leads/lead-book';

/**
 * A lead as the command shows it: with what its delivery record says when
 * asked (attempts 0: never tried), what happened to it since, and how its
 * review request went once one was due.
 */
export type Lead = LeadRecord & { delivery?: Record<string, ChannelDelivery>; events?: LeadEvent[]; review?: ChannelDelivery };

/** The leads to show: since `since`, spam left out unless asked for, only the flagged ones or those at one step if asked, newest first. */
export function selectLeads(
  leads: Lead[],
  { since, includeSpam, flagged = false, statusIs }: { since?: Date; includeSpam: boolean; flagged?: boolean; statusIs?: LeadStatus },
): Lead[] {
  return leads
    .map((lead) => ({ lead, at: Date.parse(lead.receivedAt) }))
    .filter(({ lead, at }) => (includeSpam || !lead.spam) && (!flagged || lead.flagged?.length) && (!since || at >= since.getTime()))
    .filter(({ lead }) => !statusIs || outcomeOf(lead.events ?? []).status === statusIs)
    .sort((a, b) => b.at - a.at || b.lead.receivedAt.localeCompare(a.lead.receivedAt) || a.lead.id.localeCompare(b.lead.id))
    .map(({ lead }) => lead);
}

/**
 * True when the business was not told of a lead on every channel: the
 * channels configured now and those tried before; a lead no channel ever
 * sent is undelivered too. Spam is never notified, so never undelivered.
 */
export function isUndelivered(lead: Lead, configuredChannels: readonly string[]): boolean {
  if (lead.spam) return false;
  const delivery = lead.delivery ?? {};
  const channels = new Set([...configuredChannels, ...Object.keys(delivery)]);
  return channels.size === 0 || [...channels].some((channel) => !delivery[channel]?.sent);
}
