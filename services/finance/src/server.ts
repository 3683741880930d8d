import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { systemClock } from '@immodesk/platform/ports/clock';
import { createInProcessFinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';

/** Runs the finance service on its own (`FINANCE_SERVICE_URL` in the BFF points here). */
runStandaloneService({ name: 'finance', defaultPort: 3203, module: financeDatabaseModule, createApi: (dataSource) => createInProcessFinanceApi(dataSource, systemClock) });
