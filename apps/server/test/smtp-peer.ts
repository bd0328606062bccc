import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the peer does with the message of each delivery attempt (1, 2, …). */
export type SmtpBehaviour = (attempt: number) => 'accept' | 'reject' | 'stall';

export type SmtpPeer = {
  url: string;
  /** The raw messages accepted, in order. */
  received: string[];
  attempts: () => number;
  /** Resolves when an attempt the peer stalls has started sending its message. */
  stalled: Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for the outbox tests: it can refuse an attempt
 * with a temporary error (451), or stall one halfway through DATA so the test can kill the sender.
 */
export async function startSmtpPeer(behaviour: SmtpBehaviour = () => 'accept'): Promise<SmtpPeer> {
  const received: string[] = [];
  let attempts = 0;
  let markStalled!: () => void;
  const stalled = new Promise<void>((resolve) => (markStalled = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const action = behaviour(++attempts);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => undefined);
      if (action === 'stall') {
        markStalled();
        return; // never answers: the sender hangs here until it is killed
      }
      stream.on('end', () => {
        if (action === 'reject') {
          callback(Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  // A sender killed halfway resets its connection; that is the point of the test, not an error in it.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    stalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
