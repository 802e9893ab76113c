// Local SMTP sink for development and tests: accepts every message on SMTP_PORT (default 1025) and shows
// them on http://localhost:MAIL_UI_PORT (default 1080). JSON for tests: GET /api/messages, DELETE /api/messages.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// Loaded from the CMS's install when the sink starts (the orchestration scripts import this file before installing).
const cmsRequire = createRequire(new URL('../cms/package.json', import.meta.url));

const MAX_MESSAGES = 500;
const messages = [];
let nextId = 1;

const escapeHtml = (s = '') => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function toJson(m) {
  return {
    id: m.id,
    messageId: m.messageId ?? '',
    date: m.date,
    receivedAt: m.receivedAt,
    from: m.from?.text ?? '',
    to: m.to?.text ?? '',
    subject: m.subject ?? '',
    text: m.text ?? '',
    html: m.html || '',
    attachments: (m.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content.toString('base64'),
    })),
  };
}

function listPage() {
  const rows = messages
    .slice()
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.date.toLocaleString('pt-BR'))}</td><td>${escapeHtml(m.to?.text)}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(sem assunto)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Caixa de saída (dev)</title>
<body style="font-family:sans-serif;max-width:960px;margin:2rem auto"><h1>E-mails enviados pelo CMS</h1>
<p>${messages.length} mensagem(ns). Recarregue para ver novas.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th>Data</th><th>Para</th><th>Assunto</th></tr>${rows}</table></body></html>`;
}

function messagePage(m) {
  const body = m.html
    ? `<iframe sandbox srcdoc="${escapeHtml(m.html)}" style="width:100%;height:60vh;border:1px solid #ccc"></iframe>`
    : `<pre>${escapeHtml(m.text)}</pre>`;
  const files = (m.attachments ?? []).map((a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</li>`).join('');
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title>
<body style="font-family:sans-serif;max-width:960px;margin:2rem auto"><p><a href="/">← Voltar</a></p><h1>${escapeHtml(m.subject)}</h1>
<p>De: ${escapeHtml(m.from?.text)}<br>Para: ${escapeHtml(m.to?.text)}</p>${body}<ul>${files}</ul></body></html>`;
}

export function startMailSink({ smtpPort = 1025, uiPort = 1080, host = '127.0.0.1' } = {}) {
  const { SMTPServer } = cmsRequire('smtp-server');
  const { simpleParser } = cmsRequire('mailparser');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // When the server had the message (its DATA began): what "accepted by the SMTP server" means for the outbox bench.
      const receivedAt = new Date();
      simpleParser(stream)
        .then((parsed) => {
          messages.push({ ...parsed, id: nextId++, date: parsed.date ?? new Date(), receivedAt: receivedAt.toISOString() });
          if (messages.length > MAX_MESSAGES) messages.shift();
          callback();
        })
        .catch(callback);
    },
  });
  const ui = createServer((req, res) => {
    const url = new URL(req.url, 'http://sink');
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify(messages.map(toJson)));
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204);
      return res.end();
    }
    const match = url.pathname.match(/^\/messages\/(\d+)$/);
    const found = match && messages.find((m) => m.id === Number(match[1]));
    if (url.pathname === '/' || found) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(found ? messagePage(found) : listPage());
    }
    res.writeHead(404).end('Not found');
  });
  return new Promise((resolve, reject) => {
    smtp.on('error', reject);
    ui.on('error', reject);
    smtp.listen(smtpPort, host, () =>
      ui.listen(uiPort, host, () =>
        resolve({
          close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => ui.close(r))]),
          // The ports it listens on: the ones asked for, or those the system gave for 0.
          smtpPort: smtp.server.address().port,
          uiPort: ui.address().port,
        }),
      ),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const smtpPort = Number(process.env.SMTP_PORT ?? 1025);
  const uiPort = Number(process.env.MAIL_UI_PORT ?? 1080);
  await startMailSink({ smtpPort, uiPort });
  console.log(`mail sink: smtp://127.0.0.1:${smtpPort}  ui http://127.0.0.1:${uiPort}`);
}
