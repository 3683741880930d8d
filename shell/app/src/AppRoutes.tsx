import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PUBLIC_LANGUAGES, PUBLIC_PAGES } from '@immodesk/contracts/shell/publicSitePaths';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { currentLanguage, useCurrentUser } from '@immodesk/sdk';
import { GuestOnly } from './routing/GuestOnly';
import { PublicSiteRoute } from './routing/PublicSiteRoute';
import { RequireAuth } from './routing/RequireAuth';
import { RootRedirect } from './routing/RootRedirect';
import { FullPageSpinner } from './startup/FullPageSpinner';
import { isRemoteEnabled } from './startup/enabledRemotes';

// Chunks: the app layout and pages load after sign-in, the remote area with them (so the first click into a remote
// starts on its manifest at once); the dashboard is a chunk of its own, which the remotes' pages do not load. The
// public website is a separate bundle (src/site).
const AuthLayout = lazy(() =>
  import(/* webpackChunkName: "public-site" */ './auth/AuthLayout').then((m) => ({ default: m.AuthLayout })),
);
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const LoginLinkPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/LoginLinkPage').then((m) => ({ default: m.LoginLinkPage })),
);
const SignupPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const SignupSuccessPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/SignupSuccessPage').then((m) => ({
    default: m.SignupSuccessPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/VerifyEmailPage').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
const CancelEmailChangePage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/CancelEmailChangePage').then((m) => ({
    default: m.CancelEmailChangePage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ './auth/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const SettingsPage = lazy(() =>
  import(/* webpackChunkName: "settings" */ './settings/SettingsPage').then((m) => ({
    default: m.SettingsPage,
  })),
);
const AppLayout = lazy(() =>
  import(/* webpackChunkName: "app" */ './layout/AppLayout').then((m) => ({ default: m.AppLayout })),
);
const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage').then((m) => ({
    default: m.DashboardPage,
  })),
);
const MorePage = lazy(() =>
  import(/* webpackChunkName: "more" */ './pages/MorePage').then((m) => ({ default: m.MorePage })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './pages/NotFoundPage').then((m) => ({
    default: m.NotFoundPage,
  })),
);
const ContractSharePage = lazy(() =>
  import(/* webpackChunkName: "contract-share" */ './contract-share/ContractSharePage').then((m) => ({
    default: m.ContractSharePage,
  })),
);
const CheckoutPage = lazy(() =>
  import(/* webpackChunkName: "billing" */ './billing/checkout/CheckoutPage').then((m) => ({
    default: m.CheckoutPage,
  })),
);
const SubscriptionPage = lazy(() =>
  import(/* webpackChunkName: "billing" */ './billing/subscription/SubscriptionPage').then((m) => ({
    default: m.SubscriptionPage,
  })),
);
const StripeTestPage = lazy(() =>
  import(/* webpackChunkName: "diagnostics" */ './billing/diagnostics/StripeTestPage').then((m) => ({
    default: m.StripeTestPage,
  })),
);
const StripeDebugPage = lazy(() =>
  import(/* webpackChunkName: "diagnostics" */ './billing/diagnostics/StripeDebugPage').then((m) => ({
    default: m.StripeDebugPage,
  })),
);
const GoogleApiDebugPage = lazy(() =>
  import(/* webpackChunkName: "diagnostics" */ './billing/diagnostics/GoogleApiDebugPage').then((m) => ({
    default: m.GoogleApiDebugPage,
  })),
);
const RemoteArea = lazy(() =>
  import(/* webpackChunkName: "app" */ './federation/RemoteArea').then((m) => ({ default: m.RemoteArea })),
);

/** SPEC §2 base paths of each remote; a remote owns every sub-route under them. */
const REMOTE_ROUTES: readonly { path: string; remote: TRemoteName; areaKey?: string }[] = [
  { path: '/properties', remote: 'properties' },
  { path: '/tasks', remote: 'properties', areaKey: 'tasks' },
  { path: '/contracts', remote: 'properties', areaKey: 'contracts' },
  { path: '/contract-templates', remote: 'properties', areaKey: 'contractTemplates' },
  { path: '/contacts', remote: 'contacts' },
  { path: '/tenants', remote: 'contacts' },
  { path: '/communications', remote: 'contacts' },
  { path: '/rent-payments', remote: 'finance' },
  { path: '/reports', remote: 'finance', areaKey: 'reports' },
  { path: '/documents', remote: 'documents' },
  { path: '/ai-assistant', remote: 'ai' },
];

/** SPEC §2: /aanmelden (and any sub-path) redirects to /signup, keeping the query. */
function SignupAlias() {
  const { search } = useLocation();
  return <Navigate to={`/signup${search}`} replace />;
}

/** Unknown paths: the not-found page inside the app layout when signed in, the public layout otherwise. */
function NotFoundRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (user) {
    return (
      <AppLayout>
        <NotFoundPage homePath="/dashboard" />
      </AppLayout>
    );
  }
  return (
    <AuthLayout>
      <NotFoundPage homePath={`/${currentLanguage()}`} />
    </AuthLayout>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        {PUBLIC_LANGUAGES.map((language) => (
          <Route
            key={language}
            path={`/${language}/*`}
            element={<PublicSiteRoute fallback={<NotFoundRoute />} />}
          />
        ))}
        {PUBLIC_PAGES.filter((page) => page !== '').map((page) => (
          <Route key={page} path={`/${page}`} element={<PublicSiteRoute fallback={<NotFoundRoute />} />} />
        ))}
        <Route
          path="/login/link"
          element={
            <GuestOnly>
              <LoginLinkPage />
            </GuestOnly>
          }
        />
        <Route
          path="/login/*"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="/signup/*"
          element={
            <GuestOnly>
              <SignupPage />
            </GuestOnly>
          }
        />
        <Route path="/aanmelden/*" element={<SignupAlias />} />
        <Route path="/signup-success/*" element={<SignupSuccessPage />} />
        <Route path="/verify-email/cancel-change" element={<CancelEmailChangePage />} />
        <Route path="/verify-email/*" element={<VerifyEmailPage />} />
        <Route path="/forgot-password/*" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/*" element={<ResetPasswordPage />} />
        {/* SPEC §2: the shared contract, for anyone with the link, without header or sidebar. */}
        <Route path="/contracts/share/:shareToken" element={<ContractSharePage />} />
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/more" element={<MorePage />} />
          <Route path="/settings/*" element={<SettingsPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/subscription" element={<SubscriptionPage />} />
          {/* Diagnostics: no menu entry; the server answers 404 in production unless DIAGNOSTICS=1, and so does the page. */}
          <Route path="/stripe-test" element={<StripeTestPage />} />
          <Route path="/stripe-debug" element={<StripeDebugPage />} />
          <Route path="/google-api-debug" element={<GoogleApiDebugPage />} />
          {/* A remote the deployment does not enable has no route: its paths are unknown paths. */}
          {REMOTE_ROUTES.filter(({ remote }) => isRemoteEnabled(remote)).map(({ path, remote, areaKey }) => (
            <Route
              key={path}
              path={`${path}/*`}
              element={<RemoteArea key={path} name={remote} basePath={path} areaKey={areaKey} />}
            />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
