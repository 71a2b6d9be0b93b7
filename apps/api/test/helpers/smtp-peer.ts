import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `at`: when the server accepted it (ms since the epoch). */
export type TReceivedEmail = { from: string; to: string[]; raw: string; subject: string; at: number };

/** The body of a MIME message with quoted-printable soft line breaks and escapes undone (enough for URLs). */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server on a free loopback port that keeps every message it accepts in `received`. A message for which
 * `refuse` answers true gets a 451 (a temporary failure, as from a peer that crashed mid-delivery) and is not kept.
 */
export const startSmtpPeer = async ({ refuse }: { refuse?: (email: TReceivedEmail) => boolean } = {}) => {
  const received: TReceivedEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const email = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          at: Date.now(),
        };
        if (refuse?.(email)) {
          callback(Object.assign(new Error('451 temporary failure'), { responseCode: 451 }));
          return;
        }
        received.push(email);
        callback();
      });
    },
  });
  // A client's connection reset mid-conversation (a gate cut, a killed instance) is an 'error' event on the server:
  // without a listener it would crash the process the peer runs in.
  smtp.on('error', () => undefined);
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
};

export type TSmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
