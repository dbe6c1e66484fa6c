import type { MetricSource } from '../../kernel/metrics';
import { mailsHandedOver } from '../../mail/sender';

/** The mail handed to the SMTP server, for `/metrics`: failures that keep coming mean mail is not leaving. */
export const outboxMetrics = (): MetricSource[] => [
  {
    name: 'portal_mails_sent_total',
    type: 'counter',
    help: 'Mails the SMTP server took since the process started.',
    read: () => mailsHandedOver.sent,
  },
  {
    name: 'portal_mails_failed_total',
    type: 'counter',
    help: 'Attempts to send a mail that the SMTP server refused or that did not reach it; a retry counts again.',
    read: () => mailsHandedOver.failed,
  },
];
