import type { DataSource } from 'typeorm';
import { ContactInquiryEntity, type ContactInquiryRow } from './contactInquiryEntity';

export type ExportedContactInquiry = Omit<ContactInquiryRow, 'createdAt'> & { createdAt: string };

/** Visitors type their address as they like; accounts store theirs in lower case. */
const lowerCase = (addresses: string[]) => addresses.map((address) => address.toLowerCase());

/** Contact-form messages by sender address: part of an account's data export, removed with the account. */
export function contactInquiryStore(dataSource: DataSource) {
  const inquiries = dataSource.getRepository(ContactInquiryEntity);
  return {
    async listFrom(addresses: string[]): Promise<ExportedContactInquiry[]> {
      if (addresses.length === 0) return [];
      const rows = await inquiries
        .createQueryBuilder('inquiry')
        .where('LOWER(inquiry.email) IN (:...addresses)', { addresses: lowerCase(addresses) })
        .orderBy('inquiry.createdAt', 'ASC')
        .addOrderBy('inquiry.id', 'ASC')
        .getMany();
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async deleteFrom(addresses: string[]): Promise<void> {
      if (addresses.length === 0) return;
      await inquiries
        .createQueryBuilder()
        .delete()
        .where('LOWER(email) IN (:...addresses)', { addresses: lowerCase(addresses) })
        .execute();
    },
  };
}

export type ContactInquiryStore = ReturnType<typeof contactInquiryStore>;
