// Where a lead came from: the page the form was sent from, and the visit's
// landing page (path and query), the other site that referred it, the utm_*
// parameters it landed with, its random id and the pages it viewed. One
// schema: the stored lead record's `source`; the browser builds the same
// shape (it imports only the type, so zod stays out of its bundle).
import { z } from 'zod';
import { UTM_PARAMETERS } from './lead-fields';

export const leadSourceSchema = z.object({
  page: z.string().optional(),
  landingPage: z.string().optional(),
  referrer: z.string().optional(),
  utm: z.partialRecord(z.enum(UTM_PARAMETERS), z.string()).optional(),
  /** The tab's visit (random, kept in sessionStorage only): joins the lead to the visit's counted page views. */
  visit: z.string().optional(),
  /** The pages the visit viewed before the lead, oldest first (the last ones, when there were many). */
  pages: z.array(z.string()).optional(),
});

export type LeadSource = z.infer<typeof leadSourceSchema>;
