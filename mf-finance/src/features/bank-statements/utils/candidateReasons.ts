import type { TBankStatementLineCandidate } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';

export type CandidateReason = 'periodNamed' | 'sameAmount' | 'knownAccount';

/** Why a due item is proposed, in the queue's ranking order: the period the text names, the amount, the payer's account. */
export function candidateReasons(candidate: Pick<TBankStatementLineCandidate, 'reason' | 'periodNamed'>) {
  const reasons: CandidateReason[] = [];
  if (candidate.periodNamed) reasons.push('periodNamed');
  if (candidate.reason !== 'iban') reasons.push('sameAmount');
  if (candidate.reason === 'iban' || candidate.reason === 'iban_and_amount') reasons.push('knownAccount');
  return reasons;
}
