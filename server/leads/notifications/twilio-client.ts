// Twilio's Messages API, the one way the site sends a text: POST
// {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json with the form fields To,
// From and Body, HTTP Basic auth with the account's SID and token; 201 is
// sent. Anything else, or no answer in time, is an error naming Twilio's
// code and message (never the text).
import { oneLine } from './email-page';

export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The business's registered number the texts come from. */
  from: string;
}

/** A provider that does not answer in time has failed (and is retried). */
const TIMEOUT_MS = 10_000;

export interface TwilioClient {
  /** Resolves once Twilio has accepted the text; rejects otherwise. */
  send(to: string, body: string): Promise<void>;
  /** Cuts off sends under way. */
  close(): void;
}

export function createTwilioClient({ apiUrl, accountSid, authToken, from }: TwilioSettings, timeoutMs = TIMEOUT_MS): TwilioClient {
  const endpoint = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, apiUrl).href;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const closing = new AbortController();
  return {
    async send(to, body) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
        redirect: 'error',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
      });
      const answer = await res.text().catch(() => '');
      if (!res.ok) throw new Error(`the SMS provider answered HTTP ${res.status}${twilioError(answer)}`);
    },
    close() {
      closing.abort(new Error('the sender stopped'));
    },
  };
}

/** `: 21211 The 'To' number is not a valid phone number.`, from Twilio's JSON error; "" when there is none. */
function twilioError(answer: string): string {
  try {
    const { code, message } = JSON.parse(answer) as { code?: unknown; message?: unknown };
    return typeof message === 'string' ? `: ${typeof code === 'number' ? `${code} ` : ''}${oneLine(message).slice(0, 200)}` : '';
  } catch {
    return '';
  }
}
