import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Sends one composed e-mail, or throws (nodemailer's errors carry `responseCode` for SMTP replies). */
export type Mailer = { send(message: Mail.Options): Promise<void>; description: string };

/** SMTP through nodemailer, e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

/**
 * The offline default: each message is composed exactly as SMTP would carry it and appended to an
 * mbox file (readable with any mail client, `mutt -f <file>`), so leads are delivered somewhere
 * visible without an SMTP server.
 */
export function mboxMailer(file: string): Mailer {
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let queue: Promise<void> = Promise.resolve();
  return {
    description: `mail log ${file}`,
    send(message) {
      const write = async () => {
        const info = await compose.sendMail(message);
        const raw = (info.message as Buffer).toString('utf8').replace(/^(>*From )/gm, '>$1');
        await mkdir(path.dirname(file), { recursive: true });
        await appendFile(file, `From forecourt ${new Date().toUTCString()}\n${raw}\n\n`, { mode: 0o600 });
      };
      // One append at a time, so concurrent deliveries never interleave in the file.
      const done = queue.then(write);
      queue = done.catch(() => undefined);
      return done;
    },
  };
}
