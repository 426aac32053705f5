import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.js';
import { ConfigError } from '../../config.js';

/** One plain-text mail to one hunter. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Mail out: through SMTP_URL, or by default appended to `DATA_DIR/outbox.mbox`. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Fails with a clear message when the SMTP server cannot be used, so the server refuses to start. */
  ready(): Promise<void>;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The embedded default's file: one mbox anyone can read with a mail client or `less`. */
export function outboxPath(dataDir: string): string {
  return path.join(dataDir, 'outbox.mbox');
}

/** mboxrd: a separator line per message, and body lines starting with "From " quoted with ">". */
function mboxEntry(message: Buffer, from: string): string {
  const body = message
    .toString('utf8')
    .replace(/\r\n/g, '\n')
    .replace(/^(>*From )/gm, '>$1');
  const sender = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `From ${sender} ${new Date().toUTCString()}\n${body}\n\n`;
}

function outboxMailer(config: Pick<AppConfig, 'dataDir' | 'mail'>): Mailer {
  const file = outboxPath(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // One append at a time, so two mails never interleave in the file.
  let writing: Promise<void> = Promise.resolve();
  return {
    kind: 'outbox',
    async ready() {
      await fs.mkdir(config.dataDir, { recursive: true });
    },
    async send(mail) {
      const info = await transport.sendMail({ from: config.mail.from, ...mail });
      if (!Buffer.isBuffer(info.message))
        throw new Error('the outbox transport did not buffer the mail');
      const entry = mboxEntry(info.message, config.mail.from);
      writing = writing.then(() => fs.appendFile(file, entry, { mode: 0o600 }));
      await writing;
    },
    close() {
      transport.close();
    },
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async ready() {
      try {
        await transport.verify();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ConfigError(`SMTP_URL: the mail server cannot be used (${reason})`);
      }
    },
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(config: Pick<AppConfig, 'dataDir' | 'mail'>): Mailer {
  return config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from)
    : outboxMailer(config);
}
