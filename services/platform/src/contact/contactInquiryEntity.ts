import { EntitySchema } from 'typeorm';
import { instantColumn } from '../database/columns';

export type ContactInquiryRow = {
  id: string;
  name: string;
  email: string;
  inquiryType: string;
  subject: string;
  message: string;
  language: string;
  createdAt: Date;
};

export const ContactInquiryEntity = new EntitySchema<ContactInquiryRow>({
  name: 'ContactInquiry',
  tableName: 'contact_inquiries',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    name: { type: 'varchar', length: 200 },
    email: { type: 'varchar', length: 254 },
    inquiryType: { name: 'inquiry_type', type: 'varchar', length: 20 },
    subject: { type: 'varchar', length: 200 },
    message: { type: 'text' },
    language: { type: 'varchar', length: 2 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
