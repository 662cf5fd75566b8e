// Reads the e-mails the API sent during the run from the run's mail server (support/mail-catcher.mjs),
// decoded by the same parser the API's own mail tests use.
import { expect } from '@playwright/test';
import { parseMail, type ReceivedMail } from '../../api/src/test/smtp';
import { MAIL_HTTP_PORT } from './env';

interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

async function mailsFor(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  const caught = (await response.json()) as CaughtMail[];
  return caught.map((mail) => parseMail(mail.raw, mail.from, mail.to));
}

/** Waits for the `count`-th e-mail to `address` (1 = the first) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsFor(address);
        return mails.length;
      },
      { message: `e-mail number ${count} to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/** Waits for an e-mail to `address` with exactly this subject and returns the first such one. */
export async function waitForMailWithSubject(address: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsFor(address)).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in "${mail.subject}":\n${mail.text}`);
  return link;
}
