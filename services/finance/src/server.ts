import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { systemClock } from '@immodesk/platform/ports/clock';
import { financeDatabaseModule, financeServiceApis } from './financeApi';
import { bankingDatabaseModule } from './bankingApi';
import { expensesDatabaseModule } from './expensesApi';
import { indexationDatabaseModule } from './indexationApi';
import { statementsDatabaseModule } from './statementsApi';

/** Runs the finance service on its own with every area (`FINANCE_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'finance',
  defaultPort: 3203,
  module: [
    financeDatabaseModule,
    bankingDatabaseModule,
    statementsDatabaseModule,
    indexationDatabaseModule,
    expensesDatabaseModule,
  ],
  createApi: (dataSource) => financeServiceApis(dataSource, systemClock).main,
  createAreas: (dataSource) => financeServiceApis(dataSource, systemClock).areas,
});
