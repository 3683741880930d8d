import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** A lease signed on paper may already be registered: the day it was (issue 25). */
export class AddContractRegistration1798000000000 extends columnsMigration('contracts', [
  column.date('registered_on', nullable),
]) {}
