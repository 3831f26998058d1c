// The leads as the operator commands see them (npm run leads: cli/leads/):
// the one door into server/leads/ from outside the server. Reading the logs
// and delivery records, finding, erasing, the photos' files and links, and
// sending a lead's notification again all go through here.
export { deliveryRecordFile, findLeadLogs, operatorLogFile, readLeadLogs, type LeadInLog } from './lead-logs';
export { visitOf, takesPlace } from './lead-visit';
export { visitChange, VISIT_REFUSAL_TEXT, type VisitAction } from './visits/visit-change';
export { outcomeChange, OUTCOME_REFUSAL_TEXT } from './outcome-change';
export { daysToSteps, LEAD_STATUSES, outcomeOf, type LeadOutcome, type LeadStatus } from './lead-outcome';
export { flagText, type LeadRecord } from './lead-record';
export { contactStanding, firstContactAt, LOST_REASON_LABELS, type LeadEvent, type LostReason } from './lead-events';
export { eraseLead, findLeadErasure, type LeadErasure } from './lead-erasure';
export { readDeliveries, type ChannelDelivery } from './notifications/delivery-record';
export { channelNamesOf, channelsFromConfig } from './notifications/channels';
export { createLeadPageLinks } from './lead-links';
export { REVIEW_CHANNEL } from './reviews/review-channel';
export { createNotifier } from './notifications/notifier';
export { leadLabels } from './notifications/lead-labels';
export { leadTrafficSource } from './notifications/lead-journey';
export type { LeadLabels } from './notifications/lead-email';
export type { LeadPhotoAccess } from './notifications/mail-photos';
export { createLeadPhotoStore } from './photos/lead-photo-store';
export { createPhotoLinks } from './photos/photo-links';
export { namedPhotoIds } from './photos/sweep-uploads';
