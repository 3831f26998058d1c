// npm run bench -- sms: the time from a request's answer (201) to its text
// reaching a stand-in of Twilio's Messages API, over 50 requests sent one
// after another to the production server with two workers; then a request
// sent while the provider answers 500 for a minute: the time to its answer,
// and when and how often its text arrives once the provider is back.
import { startTwilioServer, TWILIO_TEST_ACCOUNT } from '../../tests/helpers/notify-servers';
import { runServer, visitorLead } from './run-server';

const REQUESTS = 50;

const ALERT_PHONE = '+17185550111';

function serverWithTexts(twilioUrl: string) {
  return runServer({
    env: {
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'warn',
      LEAD_ALERT_PHONES: ALERT_PHONE,
      TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.sid,
      TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.token,
      TWILIO_FROM: '+17185550100',
      TWILIO_API_URL: twilioUrl,
      // Every one of the 50 is a text of its own, not the hour's digest.
      LEADS_NOTIFY_MAX_PER_HOUR: '1000',
    },
  });
}

export async function smsBench(): Promise<void> {
  const twilio = await startTwilioServer();
  const server = await serverWithTexts(twilio.url);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const res = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: visitorLead(i),
    });
    const answered = Date.now();
    const { id } = (await res.json()) as { id: string };
    while (!twilio.messages.some((message) => message.body.includes(id))) await new Promise((resolve) => setTimeout(resolve, 2));
    times.push(twilio.messages.find((message) => message.body.includes(id))!.at - answered);
  }
  await server.stop();
  await twilio.close();
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  console.log("\n## From a request to the text on the business's phone (Twilio stand-in, 2 workers)");
  console.log(`${REQUESTS} requests one after another: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${times.at(-1)} ms after the 201`);
  await outage();
}

const OUTAGE_MS = 60_000;

/** A request sent while the provider is down for a minute: answered at once, its text delivered once after. */
async function outage(): Promise<void> {
  const twilio = await startTwilioServer();
  const server = await serverWithTexts(twilio.url);
  // The minute starts as the request is sent (the server's start is not part of it).
  const sent = Date.now();
  const back = sent + OUTAGE_MS;
  twilio.downUntil(back);
  let res: Response;
  let answeredMs: number;
  try {
    res = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: visitorLead(0),
    });
    answeredMs = Date.now() - sent;
    // The retries come at 5 s, 30 s and 2 min: the text is due within 3 minutes.
    const deadline = sent + 5 * 60_000;
    while (twilio.sent().length === 0) {
      if (Date.now() > deadline) throw new Error('no text reached the provider within 5 minutes of the outage');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A second delivery, if there were one, would follow at once.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  } finally {
    await server.stop();
    await twilio.close();
  }
  const failed = twilio.messages.filter((message) => message.status !== 201);
  console.log(`\n## The provider down for a minute (500 to every text until ${OUTAGE_MS / 1000} s after the request)`);
  console.log(
    `the request: ${res.status} in ${answeredMs} ms; ${failed.length} attempts refused (at ${failed.map((message) => `${((message.at - sent) / 1000).toFixed(1)} s`).join(', ')}); ` +
      `delivered ${twilio.sent().length}× at ${((twilio.sent()[0]!.at - sent) / 1000).toFixed(1)} s, ${((twilio.sent()[0]!.at - back) / 1000).toFixed(1)} s after the provider was back`,
  );
}
