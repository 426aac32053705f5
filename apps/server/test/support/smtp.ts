import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the in-process SMTP server took: envelope recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text body, quoted-printable decoded. */
  text: string;
}

/** A real SMTP server on loopback, collecting what the app sends; `url` goes into SMTP_URL. */
export interface TestMailServer {
  url: string;
  received: ReceivedMail[];
  /** The next mail to `address` (one already received counts), or a failure after `timeoutMs`. */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A quoted-printable body as text (soft line breaks joined, =XX decoded). */
export function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  return /content-transfer-encoding:\s*quoted-printable/i.test(headers)
    ? decodeQuotedPrintable(body)
    : body;
}

export async function startMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: textOf(raw),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (address: string, from: number) =>
    received.slice(from).find((mail) => mail.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMailTo(address, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(address, 0);
        if (mail) {
          received.splice(received.indexOf(mail), 1);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
