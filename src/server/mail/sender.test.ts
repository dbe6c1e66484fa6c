import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/ports';
import { startSmtpServer } from '../test/smtp';
import { mailsHandedOver, pooledSmtpUrl, smtpTransport } from './sender';

describe('pooledSmtpUrl', () => {
  it('pools connections unless the address says otherwise', () => {
    expect(pooledSmtpUrl('smtp://user:p%40ss@mail.example.is:587')).toBe(
      'smtp://user:p%40ss@mail.example.is:587?pool=true&maxConnections=8',
    );
    expect(pooledSmtpUrl('smtps://mail.example.is?pool=false')).toBe('smtps://mail.example.is?pool=false&maxConnections=8');
    expect(pooledSmtpUrl('smtp://127.0.0.1:2525?maxConnections=2')).toBe('smtp://127.0.0.1:2525?maxConnections=2&pool=true');
  });
});

describe('the mails counted for /metrics', () => {
  const mail = { from: 'no-reply@test.local', to: 'pilot@example.com', subject: 'Prófun', html: '<p>Halló</p>', text: 'Halló' };

  /** An SMTP server on loopback that refuses every recipient, as one does an address it does not know. */
  async function refusingServer() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('No such user'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('counts a mail the SMTP server took as sent, and one it refused or never got as failed', async () => {
    const before = { ...mailsHandedOver };
    const smtp = await startSmtpServer();
    const taking = smtpTransport(smtp.url);
    const refusing = await refusingServer();
    const refused = smtpTransport(refusing.url);
    const unreachable = smtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    try {
      await taking.send(mail);
      expect(mailsHandedOver).toEqual({ sent: before.sent + 1, failed: before.failed });
      await expect(refused.send(mail)).rejects.toThrow(/No such user/);
      expect(mailsHandedOver).toEqual({ sent: before.sent + 1, failed: before.failed + 1 });
      await expect(unreachable.send(mail)).rejects.toThrow();
      expect(mailsHandedOver).toEqual({ sent: before.sent + 1, failed: before.failed + 2 });
    } finally {
      for (const transport of [taking, refused, unreachable]) transport.close();
      await smtp.close();
      await refusing.close();
    }
  });
});
