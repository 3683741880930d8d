import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { changeLanguage, useCurrentUser } from '@immodesk/sdk';
import { SkipLink, Spinner } from '@immodesk/ui-kit';
import { RemoteDialogHost } from '../federation/RemoteDialogHost';
import { AppFooter } from './AppFooter';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useOrganizationBranding } from './useOrganizationBranding';
import styles from './AppLayout.module.css';

/** Authenticated layout: top header, fixed left sidebar, and a bottom bar below 744 px. Children replace the outlet. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const hasAppliedUserLanguage = useRef(false);
  useOrganizationBranding();

  // SPEC §2: a signed-in user's saved language sets the language on load (once; the user may switch later).
  useEffect(() => {
    if (!user || hasAppliedUserLanguage.current) return;
    hasAppliedUserLanguage.current = true;
    void changeLanguage(user.language).then(() =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
    );
  }, [user, queryClient]);

  return (
    <div className={styles.layout}>
      <SkipLink targetId="main-content">{t('app.skipToContent')}</SkipLink>
      <Header />
      <Sidebar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner size="large" label={t('app.loading')} />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <AppFooter />
      <BottomBar />
      <RemoteDialogHost />
    </div>
  );
}
