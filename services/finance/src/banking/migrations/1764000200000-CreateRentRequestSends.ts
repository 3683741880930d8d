import { column, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateRentRequestSends1764000200000 extends tablesMigration({
  rent_request_sends: {
    columns: [...column.idAndOrganization(), column.uuid('rent_payment_id'), column.instant('sent_at')],
    indexes: [uniqueIndex('uq_rent_request_sends_item', ['organization_id', 'rent_payment_id'])],
  },
}) {}
