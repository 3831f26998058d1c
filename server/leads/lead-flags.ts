// The flags a lead earns from how it arrived, before the intake reads it:
// past the soft limit of its address ("rate"), or sent by another site's
// page ("cross-site": a form auto-submitted from elsewhere through a
// visitor's browser). A flagged lead is stored and notified with its flags,
// never as a clean one, and never refused.
import type { LeadLimits } from '../config';
import type { Request } from 'express';
import { fromOwnPages } from '../web/same-site';
import { limitFlags } from './limits';

export function leadFlags(req: Request, limits: Pick<LeadLimits, 'softLimit'>, ownHosts: readonly (string | undefined)[]): string[] {
  return [...limitFlags(req, limits), ...(fromOwnPages(req, ownHosts) ? [] : ['cross-site'])];
}
