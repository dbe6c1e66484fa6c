import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { insertPayment } from '../../seed/factories/payments';
import { withTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/harness';
import { awardCertificate } from '../certificates';
import { person, type Person } from '../organizations/organizations.test-support';

export const personalDataApi = '/api/services/app/PersonalData';

const today = () => new Date().toISOString().slice(0, 10);

/** A registered pilot with a certificate, a paid fee and a phone number: someone with something to export and to erase. */
export async function pilotWithRecords(t: TestApp, tenantId: number, name: { name: string; surname: string }) {
  const pilot: Person = await person(t, tenantId, name);
  const { userCertificateId } = await withTransaction(t.database.pool, (tx) =>
    awardCertificate(tx.db, { tenantId, userId: pilot.id, certificateType: 1, passedDate: today() }),
  );
  const payment = await insertPayment(t.database.db, {
    tenantId,
    userId: pilot.id,
    payerName: pilot.fullName,
    payerEmail: pilot.emailAddress,
    language: 'en',
    description: 'Drone pilot registration fee',
    paidAt: new Date(),
  });
  const phone = await t.call('POST', '/api/services/app/Pilot/CreatePilotPhonenumber', {
    token: pilot.token,
    body: { pilotId: pilot.pilotId, phonenumber: '5550199', isMain: true },
  });
  if (phone.status !== 200) throw new Error(`phone: ${JSON.stringify(phone.body)}`);
  return { ...pilot, userCertificateId, paymentId: payment.id };
}

export type PilotWithRecords = Awaited<ReturnType<typeof pilotWithRecords>>;

/** The text of every page, runs of white space made single: the export flows over many pages. */
export async function allPagesText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
    }
    return { text: parts.join(' ').replace(/\s+/g, ' '), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
