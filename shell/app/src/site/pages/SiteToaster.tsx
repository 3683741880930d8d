import { Toaster } from '@immodesk/sdk';

/** SPEC §9 toasts (light, bottom right, no icons, 3 visible, 4 s), the same settings as the app's viewport. */
export function SiteToaster() {
  return (
    <Toaster
      theme="light"
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      offset={16}
      icons={{ success: null, error: null, info: null, warning: null, loading: null }}
      toastOptions={{ style: { minWidth: '280px' } }}
    />
  );
}
