import type { Services } from '@immodesk/bff/composition';
import { importBankStatement } from '@immodesk/bff/use-cases/importBankStatement';
import type { RequestContext } from '@immodesk/platform/context';
import { writeCodaStatement, type StatementFileLine } from '@immodesk/test-fixtures/bankStatements';

type DemoRefs = { properties: Map<string, string> };

/**
 * Settings → banking: a KBC business account (primary) and a Belfius savings account. Bank statements: one KBC
 * CODA statement imported as the landlord would. Julien Lambert's last rent (Rue Hors-Château) came in by transfer
 * with his lease's structured communication, so the statement's line is what pays it (matched; the item keeps the
 * amount and day the demo gave it); a refund from the water company waits in the queue, unmatched.
 */
export async function seedDemoBanking(
  services: Services,
  context: RequestContext,
  refs: DemoRefs,
): Promise<void> {
  await services.banking.createBankAccount(context, {
    iban: 'BE68539007547034',
    bic: 'KREDBEBB',
    bankName: 'KBC Bank',
    accountHolder: 'Demo Vastgoed BV',
    isPrimary: true,
  });
  await services.banking.createBankAccount(context, {
    iban: 'BE71096123456769',
    bic: 'GKCCBEBB',
    bankName: 'Belfius',
    accountHolder: 'Demo Vastgoed BV',
    isPrimary: false,
  });

  const today = services.clock.today();
  const lines: StatementFileLine[] = [];
  const horsChateau = (
    await services.contracts.listContracts(context, { page: 1, pageSize: 50, status: 'active' })
  ).items.find((contract) => contract.propertyId === refs.properties.get('horschateau'));
  const paid = horsChateau
    ? (
        await services.finance.listRentPayments(context, {
          page: 1,
          pageSize: 50,
          contractId: horsChateau.id,
        })
      ).items.find((item) => item.paidAt && item.paidCents === item.amountDueCents)
    : undefined;
  if (horsChateau && paid?.paidAt) {
    // The same payment, now as the bank reported it.
    await services.finance.clearPayments(context, { id: paid.id });
    lines.push({
      amountCents: paid.amountDueCents,
      bookingDate: paid.paidAt,
      counterpartyName: 'Julien Lambert',
      counterpartyIban: 'BE13068242375139',
      counterpartyBic: 'GKCCBEBB',
      structuredReference: horsChateau.structuredReference,
      bankReference: 'KBC-DEMO-0047-001',
    });
  }
  lines.push({
    amountCents: 3_750,
    bookingDate: today,
    counterpartyName: 'De Watergroep',
    counterpartyIban: 'BE95735000123458',
    communication: 'Terugbetaling voorschot water Korenlei 7',
    bankReference: 'KBC-DEMO-0047-002',
  });
  const statement = writeCodaStatement({
    accountIban: 'BE68539007547034',
    accountHolder: 'Demo Vastgoed BV',
    bic: 'KREDBEBB',
    statementNumber: 47,
    openingBalanceCents: 1_842_350,
    lines,
  });
  await importBankStatement(services, context, Buffer.from(statement, 'latin1'));
}
