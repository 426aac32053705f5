import fs from 'node:fs/promises';
import path from 'node:path';

/** The e2e server's DATA_DIR (playwright.config.ts): mail goes to its outbox file by default. */
const outboxFile = () => path.resolve(`.data-e2e-${process.env.E2E_PORT ?? 4173}`, 'outbox.mbox');

/** The path and query of the newest password-reset link mailed to `email`, read from the outbox. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = await fs.readFile(outboxFile(), 'utf8').catch(() => '');
    const mails = outbox.split(/^From [^\n]+\n/m).filter((mail) => mail.includes(`To: ${email}`));
    const text = (mails.at(-1) ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = /https?:\/\/[^/\s]+(\/auth\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(text);
    if (link?.[1]) return link[1];
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email} in ${outboxFile()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
