import { createTransport } from 'nodemailer';
import { SMTP_TIMEOUT_MS } from './mail-config.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

/**
 * Sends through the SMTP server of SMTP_URL (nodemailer). The URL carries the password, so it
 * stays inside the transport: errors say what the server answered, never where it is.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'nakshatra.app';
  return {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
