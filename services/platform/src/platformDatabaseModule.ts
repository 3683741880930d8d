import { ContactInquiryEntity } from './contact/contactInquiryEntity';
import type { ServiceDatabaseModule } from './database/serviceModule';
import { JobLockEntity } from './jobs/jobLockEntity';
import { CreateMailOutbox1732300000000 } from './migrations/1732300000000-CreateMailOutbox';
import { AddMailDeliveryColumns1732300000001 } from './migrations/1732300000001-AddMailDeliveryColumns';
import { CreateJobLocks1732300000002 } from './migrations/1732300000002-CreateJobLocks';
import { CreateRateLimits1732300000003 } from './migrations/1732300000003-CreateRateLimits';
import { CreateContactInquiries1732406000000 } from './migrations/1732406000000-CreateContactInquiries';
import { AddMailOutboxRedaction1732500000000 } from './migrations/1732500000000-AddMailOutboxRedaction';
import { AddMailOutboxEnvelope1732713000000 } from './migrations/1732713000000-AddMailOutboxEnvelope';
import { CreateMailReputation1800300000000 } from './migrations/1800300000000-CreateMailReputation';
import { OutboxMailEntity } from './ports/mail/outboxEntity';
import { MailEventEntity, MailSuppressionEntity } from './ports/mail/reputation/mailReputationEntities';
import { RateLimitEntity } from './rateLimit/rateLimitEntity';

/**
 * Tables the platform itself owns (the mail outbox and its reputation events and suppressions, job leases,
 * rate-limit counters, contact-form inquiries).
 */
export const platformDatabaseModule: ServiceDatabaseModule = {
  name: 'platform',
  entities: [
    OutboxMailEntity,
    JobLockEntity,
    RateLimitEntity,
    ContactInquiryEntity,
    MailEventEntity,
    MailSuppressionEntity,
  ],
  migrations: [
    CreateMailOutbox1732300000000,
    AddMailDeliveryColumns1732300000001,
    CreateJobLocks1732300000002,
    CreateRateLimits1732300000003,
    CreateContactInquiries1732406000000,
    AddMailOutboxRedaction1732500000000,
    AddMailOutboxEnvelope1732713000000,
    CreateMailReputation1800300000000,
  ],
};
