import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

/**
 * A due item whose rent request the `rent-requests` job sent (or is sending): UNIQUE (organization, item) is the
 * sent-key, so each item's request goes out once, also with two instances running the job.
 */
export type RentRequestSendRow = { id: string; organizationId: string; rentPaymentId: string; sentAt: Date };

export const RentRequestSendEntity = new EntitySchema<RentRequestSendRow>({
  name: 'RentRequestSend',
  tableName: 'rent_request_sends',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    rentPaymentId: { name: 'rent_payment_id', type: 'varchar', length: 36 },
    sentAt: { name: 'sent_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
