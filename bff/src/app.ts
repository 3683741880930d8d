import path from 'node:path';
import { Router } from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { REMOTE_NAMES } from '@immodesk/contracts/shell/getShellConfig.contract';
import type { AppConfig } from '@immodesk/platform/config';
import { AppError } from '@immodesk/platform/errors';
import type { Logger } from '@immodesk/platform/logger';
import type { Services } from './composition';
import type { AppState } from './http/appContext';
import { registerRoutes } from './http/registerRoutes';
import { recordRouteInventory } from './security/routeInventory';
import { devMailbox } from './middleware/devMailbox';
import { errorHandler } from './middleware/errorHandler';
import { httpsPublicUrl } from './middleware/httpsPublicUrl';
import { jsonBody } from './middleware/jsonBody';
import { originGuard } from './middleware/originGuard';
import { createRateLimiter } from './middleware/rateLimit';
import { requestContext } from './middleware/requestContext';
import { securityHeaders } from './middleware/securityHeaders';
import { mapTileOrigin } from './shell/shellConfig';
import { sessionResolver } from './middleware/sessionCookie';
import { REPOSITORY_ROOT } from './paths';
import { accountRoutes } from './routes/account';
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { companyLogoRoutes } from './routes/companyLogo';
import { diagnosticsRoutes } from './routes/diagnostics';
import { contractorRoutes } from './routes/contractors';
import { contractSigningRoutes, landlordSignatureRoutes } from './routes/contractSigning';
import { contractSigningDocuments } from './use-cases/contractSigningDocuments';
import { devRoutes } from './routes/dev';
import { documentRoutes } from './routes/documents';
import { contactRoutes } from './routes/contact';
import { mailNotificationRoutes, snsNotificationBody } from './routes/mailNotifications';
import { contractRoutes } from './routes/contracts';
import { recordSignedRoutes } from './routes/recordSigned';
import { contractTemplateRoutes } from './routes/contractTemplates';
import { healthRoutes } from './routes/health';
import { importRoutes } from './routes/imports';
import { notificationPreferenceRoutes } from './routes/notificationPreferences';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { pushSubscriptionRoutes } from './routes/pushSubscriptions';
import { onboardingRoutes } from './routes/onboarding';
import { isOAuthCallbackPath, oauthFormPostBody, oauthRoutes } from './routes/oauth';
import { planRoutes } from './routes/plan';
import { propertyRoutes } from './routes/properties';
import { rentPaymentRoutes } from './routes/rentPayments';
import { bankAccountRoutes } from './routes/bankAccounts';
import { bankStatementRoutes } from './routes/bankStatements';
import { rentRequestRoutes } from './routes/rentRequests';
import { tenantAccountRoutes } from './routes/tenantAccount';
import { indexationRoutes } from './routes/indexation';
import { financeSettingsRoutes } from './routes/financeSettings';
import { expenseRoutes } from './routes/expenses';
import { reportRoutes } from './routes/reports';
import { organizationRoutes } from './routes/organization';
import { shellRoutes } from './routes/shell';
import { taskRoutes } from './routes/tasks';
import { tenantRoutes } from './routes/tenants';
import { userRoutes } from './routes/user';
import { serveApps } from './static/serveApps';

export type AppOptions = {
  config: AppConfig;
  services: Services;
  logger: Logger;
  /** Where the built shell and remotes are; defaults to each app's `dist/` in this repository. */
  shellDir?: string;
  remoteDirs?: Record<string, string>;
};

function trustedOrigins(config: AppConfig): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (!config.isProduction)
    for (let port = 3100; port <= 3105; port += 1) origins.push(`http://localhost:${port}`);
  return origins;
}

export function createApp({ config, services, logger, shellDir, remoteDirs }: AppOptions): Koa<AppState> {
  // X-Forwarded-For is believed only from the TRUSTED_PROXIES nearest hops; otherwise ctx.ip is the peer address.
  const app = new Koa<AppState>({ proxy: config.TRUSTED_PROXIES > 0, maxIpsCount: config.TRUSTED_PROXIES });
  const shellConfig = services.shellConfig;

  const router = new Router<AppState>();
  const { dataSource, storage, mailTransport, clock, mailer, outbox, organizationBranding, identity } =
    services;
  const { properties, propertyFiles, contacts, finance, documents, documentFiles, messaging } = services;
  const { contracts } = services;
  const routes = [
    ...healthRoutes({ dataSource, storage, mailTransport, clock }),
    ...contactRoutes({ dataSource, clock, mailer, shellConfig }),
    ...shellRoutes({ shellConfig, organizationBranding }),
    ...organizationRoutes({ organizationBranding }),
    ...authRoutes(services, {
      secureCookies: config.isProduction && config.publicUrl.startsWith('https:'),
    }),
    ...oauthRoutes(services, {
      secureCookies: config.isProduction && config.publicUrl.startsWith('https:'),
    }),
    ...userRoutes(services, {
      secureCookies: config.isProduction && config.publicUrl.startsWith('https:'),
    }),
    ...planRoutes({ identity, billing: services.billing, properties, contacts }),
    ...billingRoutes(services),
    ...mailNotificationRoutes(services),
    ...companyLogoRoutes(services),
    ...(config.isProduction && config.DIAGNOSTICS !== '1' ? [] : diagnosticsRoutes(services, config)),
    ...propertyRoutes({
      identity,
      properties,
      propertyFiles,
      documents,
      documentFiles,
      finance,
      expenses: services.expenses,
      contacts,
      contracts,
      signing: services.signing,
    }),
    ...tenantRoutes({
      contacts,
      documents,
      identity,
      properties,
      contracts,
      messaging,
      signing: services.signing,
    }),
    ...contractorRoutes({ contacts, properties, messaging }),
    ...rentPaymentRoutes({ finance, contracts, properties, contacts }),
    ...financeSettingsRoutes({ finance }),
    ...bankAccountRoutes(services),
    ...rentRequestRoutes(services),
    ...tenantAccountRoutes(services),
    ...bankStatementRoutes(services),
    ...indexationRoutes(services),
    ...expenseRoutes(services),
    ...reportRoutes(services),
    ...documentRoutes({
      documents,
      documentFiles,
      identity,
      properties,
      contacts,
      signing: services.signing,
    }),
    ...taskRoutes({ properties, contacts, documentFiles, identity }),
    ...aiRoutes(services),
    ...notificationRoutes({ messaging, shellConfig }),
    ...onboardingRoutes({ identity, properties, contacts, contracts, banking: services.banking }),
    ...notificationPreferenceRoutes({ identity }),
    ...pushSubscriptionRoutes({ messaging }),
    ...messageRoutes({ identity, contacts, documentFiles, messaging, outbox, shellConfig }),
    ...contractRoutes({
      contracts,
      properties,
      contacts,
      identity,
      documentFiles,
      pdf: services.pdf,
      signing: services.signing,
      finance: services.finance,
      dataSource,
      clock,
    }),
    ...contractTemplateRoutes({ contracts, identity, signing: services.signing, properties, contacts }),
    ...recordSignedRoutes(services),
    ...importRoutes(services),
    ...accountRoutes(services),
    ...landlordSignatureRoutes(services),
    ...contractSigningRoutes({
      ...services,
      publicUrl: config.publicUrl,
      documents: contractSigningDocuments(services),
    }),
    ...(config.isProduction ? [] : devRoutes({ outbox })),
  ];
  recordRouteInventory(app, routes);
  registerRoutes(router, routes, {
    checkResponses: !config.isProduction,
    rateLimiter: createRateLimiter(services.dataSource, services.clock),
  });

  app.use(requestContext(logger));
  app.use(
    securityHeaders({
      isProduction: config.isProduction,
      remoteOrigins: () => shellConfig.remoteOrigins(),
      mapTileOrigin: mapTileOrigin(process.env),
    }),
  );
  app.use(errorHandler());
  app.use(compress({ threshold: 1024, br: false }));
  if (!config.isProduction)
    app.use(devMailbox(services.outbox, services.messaging, () => shellConfig.get().branding.productName));
  app.use(
    serveApps({
      shellDir: shellDir ?? path.join(REPOSITORY_ROOT, 'shell/app/dist'),
      remoteDirs:
        remoteDirs ??
        Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(REPOSITORY_ROOT, `mf-${name}/dist`)])),
    }),
  );
  app.use(originGuard({ trustedOrigins: trustedOrigins(config), isCrossSiteAllowed: isOAuthCallbackPath }));
  if (config.isProduction && config.publicUrl.startsWith('https:')) app.use(httpsPublicUrl());
  app.use(sessionResolver(services.identity));
  app.use(oauthFormPostBody);
  // SNS posts its JSON as text/plain on its own path, kept raw for the signature check; every other body is JSON.
  app.use(snsNotificationBody);
  app.use(jsonBody({ limit: 1024 * 1024 }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(async (ctx) => {
    if (ctx.path.startsWith('/api/')) throw new AppError('not_found', { messageKey: 'errors.routeNotFound' });
  });
  return app;
}
