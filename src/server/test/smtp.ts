import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone, for finding links. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

export interface SmtpServerOptions {
  /** Recipients refused at RCPT TO with 550, quoting the address as real servers do. */
  refuses?: (address: string) => boolean;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuses?.(address.address)) return callback();
      const refusal = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
        responseCode: 550,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          decoded: Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The `count`th mail to `address` (the first by default), waiting up to 10 s for it to arrive. */
    async mailTo(address: string, count = 1): Promise<ReceivedMail> {
      for (let i = 0; i < 100; i++) {
        const found = received.filter((m) => m.to.includes(address));
        if (found.length >= count) return found[count - 1];
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the portal link to `route` in a mail (tests run the portal as http://portal.test). */
export const linkTokenIn = (text: string, route: string) => new RegExp(`http://portal\\.test/${route}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
