import { once } from 'node:events';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the fake took: the envelope as the client gave it, and the message parsed by mailparser. */
export interface ReceivedMail {
  readonly envelopeFrom: string;
  readonly envelopeTo: readonly string[];
  readonly mail: ParsedMail;
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port the test chooses, without TLS
 * or authentication. `refuse` turns every sender away with a temporary 451, as a mail server
 * that is overloaded does; `stop` then `start` on the same port is a server that is down, then back.
 */
export class FakeSmtp {
  refuse = false;
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  private readonly waiting = new Set<(mail: ReceivedMail) => void>();

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (_address, _session, callback) => {
        if (!this.refuse) return callback();
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then((mail) => {
          const envelope = session.envelope;
          const received: ReceivedMail = {
            envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
            envelopeTo: envelope.rcptTo.map((recipient) => recipient.address),
            mail,
          };
          this.received.push(received);
          for (const wake of this.waiting) wake(received);
          callback();
        }, (error: Error) => callback(error));
      },
    });
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.server = server;
  }

  /**
   * The first message for `address`, taken already or when it arrives: a test in another process
   * than the sender (an e2e backend delivering on its own) waits on this event, never on a clock.
   */
  mailTo(address: string): Promise<ReceivedMail> {
    const isFor = (received: ReceivedMail) => received.envelopeTo.includes(address);
    const taken = this.received.find(isFor);
    if (taken) return Promise.resolve(taken);
    return new Promise((resolve) => {
      const wake = (received: ReceivedMail) => {
        if (!isFor(received)) return;
        this.waiting.delete(wake);
        resolve(received);
      };
      this.waiting.add(wake);
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
