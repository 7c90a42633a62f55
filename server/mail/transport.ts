// Where outbox mail goes: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/mail (one
// per outbox row, written atomically), so a fresh clone works without a mail server.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export type OutgoingMail = {
  outboxId: string;
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

export type MailTransport = {
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Removes what send() kept of a message that was erased while it was being sent (files only). */
  forget?(outboxId: string): void;
  close(): void;
};

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    // The same Message-ID on every retry lets the inbox drop a duplicate after a lost ack.
    headers: { 'X-Outbox-Id': mail.outboxId },
  };
}

export function createMailTransport(opts: { smtpUrl: string | undefined; dataDir: string }): MailTransport {
  if (opts.smtpUrl) {
    // Short timeouts: a hung mail server must not hold the worker (or a graceful shutdown) for minutes.
    // A small pool: the worker sends a batch concurrently over a few reused connections.
    const transport = createTransport({
      pool: true,
      maxConnections: 4,
      maxMessages: 500,
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const url = new URL(opts.smtpUrl);
    return {
      describe: `smtp ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }
  const dir = join(opts.dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: `files in ${dir}`,
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      const file = join(dir, `${mail.outboxId}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
    forget(outboxId) {
      rmSync(join(dir, `${outboxId}.eml`), { force: true });
    },
    close: () => transport.close(),
  };
}
