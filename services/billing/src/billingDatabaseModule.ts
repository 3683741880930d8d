import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { BankTransferEntity } from './entities/BankTransferEntity';
import { BillingAccountEntity } from './entities/BillingAccountEntity';
import { CheckoutSessionEntity } from './entities/CheckoutSessionEntity';
import { WebhookEventEntity } from './entities/WebhookEventEntity';
import { CreateBillingTables1732800000000 } from './migrations/1732800000000-CreateBillingTables';

export const billingDatabaseModule: ServiceDatabaseModule = {
  name: 'billing',
  entities: [BillingAccountEntity, CheckoutSessionEntity, BankTransferEntity, WebhookEventEntity],
  migrations: [CreateBillingTables1732800000000],
};
