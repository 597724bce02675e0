// The browser tests' mail server, started by playwright.config.ts as a webServer:
// SMTP on MAIL_SINK_SMTP_PORT for the app, and on MAIL_SINK_HTTP_PORT
//   GET /health                 200 when ready
//   GET /messages?to=ADDRESS    the messages to ADDRESS, oldest first (JSON)
import { createServer } from 'node:http';
import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './e2e-env.ts';
import { MailSink } from './mail-sink.ts';

const sink = await MailSink.start(MAIL_SINK_SMTP_PORT);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    const messages = to ? sink.to(to) : sink.messages;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
});
http.listen(MAIL_SINK_HTTP_PORT, '127.0.0.1');

const stop = () => {
  http.close();
  void sink.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
