import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import type { ProviderBankAccount } from './domain/bankTransfer';
import type { PaymentProvider } from './ports/paymentProvider';

/** Product name (read per mail) and the address links point to. */
export type BillingBrand = { productName(): string; publicUrl: string };

export type BillingDeps = {
  dataSource: DataSource;
  clock: Clock;
  mailer: Mailer;
  /** null: no online payment configured (the embedded default); checkout answers with bank-transfer details. */
  provider: PaymentProvider | null;
  /** The provider's account for transfers; null in a production without BILLING_IBAN (no bank-transfer fallback). */
  bankAccount: ProviderBankAccount | null;
  brand: BillingBrand;
  /** The payment provider failed or is unreachable; the caller falls back where it can. */
  onProviderError(error: unknown, operation: string): void;
};
