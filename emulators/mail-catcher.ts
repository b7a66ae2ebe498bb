/**
 * The local stand-in for the school's SMTP server: every e-mail the functions send in the emulators lands here, kept
 * in memory, readable in a browser at its web address and as JSON for the tests (GET /email; DELETE /email empties
 * it). Started and stopped by the launcher with the emulators.
 */
import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const MAIL_CATCHER = { host: '127.0.0.1', smtpPort: 1025, webPort: 1080 };
/** Recipients at this domain are refused as a real server refuses an unknown mailbox, so tests can see a failure. */
export const REFUSED_DOMAIN = 'refused.test';

export interface CaughtMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  /** The X-Academy-Mail header: the message's record, which a provider's bounce report names. */
  mailId: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(mails: CaughtMail[]): string {
  const rows = mails
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><h2>${esc(m.subject)}</h2><p>To ${esc(m.to.join(', '))} · ${esc(m.date)}</p><pre>${esc(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Academy mail catcher</title></head><body><main><h1>Mail sent in the emulators (${mails.length})</h1>${rows || '<p>None yet.</p>'}</main></body></html>`;
}

export async function startMailCatcher(): Promise<{ stop: () => Promise<void>; webUrl: string }> {
  const mails: CaughtMail[] = [];
  let next = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        const refusal = new Error('5.1.1 Recipient address rejected: no such mailbox') as Error & {
          responseCode: number;
        };
        refusal.responseCode = 550;
        return done(refusal);
      }
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          mails.push({
            id: next++,
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            mailId: String(parsed.headers.get('x-academy-mail') ?? ''),
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  const web: Server = createServer((req, res) => {
    if (req.url === '/email' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
    } else if (req.url === '/email' && req.method === 'DELETE') {
      mails.length = 0;
      res.writeHead(204).end();
    } else if (req.url === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(mails));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => smtp.listen(MAIL_CATCHER.smtpPort, MAIL_CATCHER.host, done));
  await new Promise<void>((done) => web.listen(MAIL_CATCHER.webPort, MAIL_CATCHER.host, done));
  return {
    webUrl: `http://${MAIL_CATCHER.host}:${MAIL_CATCHER.webPort}`,
    stop: async () => {
      await new Promise<void>((done) => smtp.close(() => done()));
      await new Promise<void>((done) => web.close(() => done()));
    },
  };
}
