import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** The matches undone on a line (who, when, what it had paid), as JSON: the audit of undo and reassign. */
export class AddBankLineUndoneMatches1799100000000 extends columnsMigration('bank_statement_lines', [
  column.text('undone_matches', nullable),
]) {}
