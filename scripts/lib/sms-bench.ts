// npm run bench -- sms: the time from a request's answer (201) to its text
// reaching a stand-in of Twilio's Messages API, over 50 requests sent one
// after another to the production server with two workers.
import { startTwilioServer, TWILIO_TEST_ACCOUNT } from '../../tests/helpers/notify-servers';
import { runServer, visitorLead } from './run-server';

const REQUESTS = 50;

export async function smsBench(): Promise<void> {
  const twilio = await startTwilioServer();
  const server = await runServer({
    env: {
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'warn',
      LEAD_ALERT_PHONES: '+17185550111',
      TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.sid,
      TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.token,
      TWILIO_FROM: '+17185550100',
      TWILIO_API_URL: twilio.url,
      // Every one of the 50 is a text of its own, not the hour's digest.
      LEADS_NOTIFY_MAX_PER_HOUR: '1000',
    },
  });
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
}
