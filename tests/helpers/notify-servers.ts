// Real servers on 127.0.0.1 for the lead notification tests: an SMTP server
// (smtp-server, from the nodemailer project) that parses what it receives
// with mailparser, a webhook receiver whose answers a test scripts, a
// stand-in of Twilio's Messages API, and servers that accept a connection
// and never answer.
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../../server/logger';

const SMTP_USER = 'site';
const SMTP_PASSWORD = 'a-mail-password';

interface ReceivedMail {
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const address = (a: { address: string } | false) => (a ? a.address : '');
          received.push({ mail, envelope: { from: address(session.envelope.mailFrom), to: session.envelope.rcptTo.map(address) } });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface WebhookRequest {
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as text. */
  body: string;
  status: number;
}

/** A webhook receiver; `answers` are the statuses of the first requests (then 200). */
export async function startWebhookServer({ answers = [] as number[] } = {}) {
  const requests: WebhookRequest[] = [];
  const script = [...answers];
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = script.shift() ?? 200;
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    /** Statuses of the next requests (then 200). */
    answerNext: (...statuses: number[]) => script.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
}

export const TWILIO_TEST_ACCOUNT = { sid: `AC${'0123456789abcdef'.repeat(2)}`, token: 'a-twilio-auth-token-0123456789ab' };

/** The settings that text `phones` through the stand-in at `url`, from the business's number +17185550100. */
export const twilioEnv = (url: string, phones: readonly string[]) => ({
  LEAD_ALERT_PHONES: phones.join(','),
  TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.sid,
  TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.token,
  TWILIO_FROM: '+17185550100',
  TWILIO_API_URL: url,
});

interface TextMessage {
  to: string;
  from: string;
  body: string;
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/**
 * Twilio's Messages API as a client meets it: POST
 * /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From and Body,
 * HTTP Basic with the SID and token; 201 and the message as JSON, or an error
 * as Twilio words it. `answers` are the statuses of the first requests (then
 * 201); `downUntil(time)` answers every request 500 until then.
 */
export async function startTwilioServer({ answers = [] as number[] } = {}) {
  let downUntil = 0;
  const messages: TextMessage[] = [];
  const script = [...answers];
  const path = `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.sid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${TWILIO_TEST_ACCOUNT.sid}:${TWILIO_TEST_ACCOUNT.token}`).toString('base64')}`;
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== path)
        return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== basic) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const status = Date.now() < downUntil ? 500 : (script.shift() ?? 201);
      messages.push({ to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '', status, at: Date.now() });
      if (status !== 201) return answer(status, { code: 20500, message: 'Internal Server Error', status });
      answer(201, { sid: `SM${messages.length}`, status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every message asked for, answered or not. */
    messages,
    /** The messages it accepted. */
    sent: () => messages.filter((message) => message.status === 201),
    /** Statuses of the next requests (then 201). */
    answerNext: (...statuses: number[]) => script.push(...statuses),
    /** Down (500 to everything) until `time` (ms since the epoch). */
    downUntil: (time: number) => void (downUntil = time),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
}

/** Accepts connections and never says a word: a webhook that never answers, an SMTP server that never greets. */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A pino logger whose lines the test can read. */
export function captureLogger(): { logger: Logger; lines: Record<string, unknown>[]; text: () => string } {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { logger: pino({ level: 'debug', base: undefined }, stream), lines, text: () => raw.join('\n') };
}
