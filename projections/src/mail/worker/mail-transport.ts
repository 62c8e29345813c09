/** One mail, addressed, as a transport sends it. */
export interface OutgoingMail {
  /** The outbox id; also the Message-ID's local part, so a receiver can tell a resent mail from a new one. */
  readonly id: string;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
}

/** Where mail goes: an SMTP server, or the development mailbox. */
export interface MailTransport {
  /** Recorded with each delivery (`email_deliveries.transport`). */
  readonly name: 'smtp' | 'dev-mailbox';
  /** Resolves once the mail is accepted; throws when it is not (SmtpRefusal tells a permanent refusal). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The development mailbox: nothing leaves the machine; a delivery marked `dev-mailbox` is the mailbox (GET /api/dev/mailbox lists them). */
export const devMailbox: MailTransport = {
  name: 'dev-mailbox',
  send: async () => undefined,
  close: () => undefined,
};
