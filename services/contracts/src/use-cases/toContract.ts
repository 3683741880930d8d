import type { Contract } from '../domain/contract';
import { depositWarnings } from '../domain/depositCap';
import { registrationDeadline } from '../domain/registration';
import type { StoredContract } from '../repositories/contractRepository';

export function toContract({ row, tenantIds }: StoredContract): Contract {
  const deposit = { type: row.depositType, amountCents: row.depositCents };
  return {
    id: row.id,
    propertyId: row.propertyId,
    tenantIds,
    type: row.type,
    region: row.region,
    status: row.status,
    contractNumber: row.contractNumber,
    structuredReference: row.structuredReference,
    version: row.version,
    amendsContractId: row.amendsContractId,
    signedOn: row.signedOn,
    startsOn: row.startsOn,
    durationMonths: row.durationMonths,
    endsOn: row.endsOn,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    chargesKind: row.chargesKind,
    paymentFrequency: row.paymentFrequency,
    rentDueDay: row.rentDueDay,
    deposit,
    guarantor: row.guarantorName ? { name: row.guarantorName, email: row.guarantorEmail } : null,
    indexBaseMonth: row.indexBaseMonth,
    epcCertificateNumber: row.epcCertificateNumber,
    termination:
      row.terminationDate && row.terminationReason
        ? { date: row.terminationDate, reason: row.terminationReason }
        : null,
    language: row.language,
    // The lease's own signing day (the e-signature's day, or the day a paper lease was signed) starts the term.
    registrationDeadline: row.signedAt ? registrationDeadline(row.type, row.signedOn) : null,
    registeredOn: row.registeredOn,
    pdfDocumentId: row.pdfDocumentId,
    docxDocumentId: row.docxDocumentId,
    warnings: depositWarnings({
      region: row.region,
      type: row.type,
      signedOn: row.signedOn,
      rentCents: row.rentCents,
      deposit,
    }),
    sentAt: row.sentAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
