import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/**
 * A due item whose rent request the `rent-requests` job sent (or is sending): UNIQUE (organization, item) is the
 * sent-key, so each item's request goes out once, also with two instances running the job.
 */
export type RentRequestSendRow = { id: string; organizationId: string; rentPaymentId: string; sentAt: Date };

export const RentRequestSendEntity = new EntitySchema<RentRequestSendRow>({
  name: 'RentRequestSend',
  tableName: 'rent_request_sends',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    rentPaymentId: entityColumn.varchar(36, { name: 'rent_payment_id' }),
    sentAt: entityColumn.instant({ name: 'sent_at' }),
  },
});
