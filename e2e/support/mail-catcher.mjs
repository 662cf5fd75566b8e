#!/usr/bin/env node
// The browser tests' mail server: a real SMTP server (the API sends through SMTP_URL as to any other)
// that keeps what arrives in memory and lists it over HTTP, so a test in another process can read it.
//   node mail-catcher.mjs --smtp-port 4125 --http-port 4126
//   GET /messages?to=<address>  → [{ from, to, raw, receivedAt }], oldest first
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({
  options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' } },
});
const smtpPort = Number(values['smtp-port']);
const httpPort = Number(values['http-port']);
if (!smtpPort || !httpPort) {
  console.error('usage: mail-catcher.mjs --smtp-port <port> --http-port <port>');
  process.exit(2);
}

/** @type {{ from: string, to: string[], raw: string, receivedAt: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on localhost: STARTTLS would need a certificate the API trusts.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      console.log(`mail for ${messages.at(-1).to.join(', ')}`);
      callback();
    });
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    res.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const body = JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages);
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => console.log(`SMTP on ${smtpPort}, messages on ${httpPort}`));
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
