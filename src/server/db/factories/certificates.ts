import type { Db } from '../client';
import { certificates } from '../schema';

/** The two certificate types of the EU open category (section 9: A1A3 = 1, A2 = 2). */
export const certificateTypes = [
  { id: 1, name: 'Staðfesting á netþjálfun A1/A3', nameEnglish: 'A1/A3 proof of completion of online training', validityYears: 5 },
  { id: 2, name: 'Hæfnisskírteini fjarflugmanns A2', nameEnglish: 'A2 remote pilot certificate of competency', validityYears: 5 },
];

/** Creates the types that are missing; an administrator's change of validity is kept. */
export async function ensureCertificateTypes(db: Db): Promise<void> {
  await db
    .insert(certificates)
    .values(certificateTypes)
    .onConflictDoNothing({ target: certificates.id })
    .execute();
}
