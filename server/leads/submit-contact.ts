// One contact request, from the API or the no-JavaScript form: validate,
// append to the log (durably), and say what happened.
import { randomUUID } from 'node:crypto';
import type { ContactReceipt } from '../../shared/api-types';
import { contactRequestSchema, fieldErrors, type ContactRequest } from '../../shared/contact-schema';
import type { Logger } from '../logger';
import type { LeadLog } from './lead-log';

export type SubmitResult =
  | { outcome: 'stored'; receipt: ContactReceipt; request: ContactRequest }
  | { outcome: 'invalid'; errors: Record<string, string> }
  | { outcome: 'failed' };

export async function submitContact(body: unknown, leads: LeadLog, logger: Logger): Promise<SubmitResult> {
  const parsed = contactRequestSchema.safeParse(body ?? {});
  if (!parsed.success) return { outcome: 'invalid', errors: fieldErrors(parsed.error) };
  const receipt: ContactReceipt = { id: randomUUID(), receivedAt: new Date().toISOString() };
  try {
    await leads.append({ ...receipt, ...parsed.data });
  } catch (error) {
    logger.error({ err: error, leadId: receipt.id }, 'could not store a contact request');
    return { outcome: 'failed' };
  }
  logger.info({ leadId: receipt.id }, 'contact request stored');
  return { outcome: 'stored', receipt, request: parsed.data };
}
