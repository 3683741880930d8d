export { ApiError, isApiError } from './api/ApiError';
export { uploadWithProgress, type UploadOptions } from './api/uploadWithProgress';
export { downloadWithProgress, type DownloadProgress, type DownloadResult } from './api/downloadWithProgress';
export { saveBlob } from './api/saveBlob';
export { serverFieldErrors } from './api/serverFieldErrors';
export { fetchOptionItems } from './api/fetchOptionItems';
export {
  apiRequest,
  apiGet,
  apiPost,
  apiPut,
  apiPatch,
  apiDelete,
  apiErrorFromResponse,
  buildUrl,
  configureApiClient,
  type ApiRequestOptions,
  type QueryValue,
  type ResponseSchema,
} from './api/apiClient';
export { queryClient, createImmodeskQueryClient } from './query/queryClient';
export {
  i18n,
  initI18n,
  registerNamespaceLoader,
  loadNamespace,
  currentLanguage,
  changeLanguage,
  TRANSLATION_MAX_RETRIES,
  type NamespaceLoader,
} from './i18n/i18n';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  normalizeLanguage,
  languageFromPath,
  detectLanguage,
  type Language,
} from './i18n/languages';
export {
  useCurrentUser,
  fetchCurrentUser,
  currentUserQueryKey,
  type CurrentUser,
} from './session/useCurrentUser';
export {
  navigate,
  registerNavigate,
  type NavigateFunction,
  type NavigateOptions,
} from './navigation/navigate';
export {
  toast,
  Toaster,
  toastError,
  toastSuccess,
  toastInfo,
  toastWarning,
  type ToasterProps,
} from './toast/toast';
export {
  eventBus,
  createEventBus,
  type DataChangedEntity,
  type EventBus,
  type ImmodeskEvents,
} from './events/eventBus';
export { useDataChanged } from './events/useDataChanged';
export { isRemoteEnabled, setEnabledRemotes } from './remotes/enabledRemotes';
export {
  openRemoteDialog,
  type RemoteDialogParams,
  type RemoteDialogProps,
  type RemoteDialogRequest,
  type RemoteWidgetProps,
} from './remotes/remoteDialog';
export { formatCents, formatDate } from './format/format';
export { formatFileSize } from './format/formatFileSize';
export { formatPercent } from './format/formatPercent';
export { formatRentPeriod, parseRentPeriod, type RentPeriod } from './format/formatRentPeriod';
export {
  rentPaymentDisplay,
  type RentPaymentAmounts,
  type RentPaymentDisplay,
  type RentPaymentLabel,
} from './rent/rentPaymentDisplay';
export { RentPaymentStatus, type RentPaymentStatusProps } from './rent/RentPaymentStatus';
export { centsToEuroText, parseEuroToCents } from './format/euroInput';
export {
  formatAddress,
  formatAddressLines,
  type AddressOptions,
  type AddressParts,
} from './format/formatAddress';
export { propertySelectOptions, tenantSelectOptions } from './format/selectOptions';
export {
  contractorDisplayName,
  tenantDisplayName,
  type ContractorNameParts,
  type DisplayName,
  type TenantNameParts,
} from '@immodesk/contracts/common/displayNames';
export {
  reportRuntimeSingletons,
  runtimeReports,
  type RuntimeCheck,
  type RuntimeReport,
  type RuntimeSingletons,
} from './runtime/reportRuntimeSingletons';
export {
  REMOTE_LOAD_TIMEOUT_MS,
  remoteLoadTimeoutMs,
  isRemoteSpaModule,
  type RemoteSpaModule,
  type RemoteSpaProps,
  type RemoteDialogMount,
  type RemoteWidgetMount,
} from './remotes/remoteContract';
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './remotes/RemoteErrorBoundary';
export { setBranding, getBranding, useBranding, type Branding } from './branding/branding';
export { toBrusselsDate } from './format/toBrusselsDate';
export { IMAGE_PRELOAD_TIMEOUT_MS, preloadImage, preloadImages } from './images/preloadImages';
export { useCurrentYear } from './time/useCurrentYear';
export { pageCountOf, parsePageParam } from './list/pagination';
export { usePageParam } from './list/usePageParam';
export { usePageCount } from './list/usePageCount';
export { useListPaging, type ListPaging } from './list/useListPaging';
export { useFilterParam } from './list/useFilterParam';
export { useFilterControl } from './list/useFilterControl';
export { useCreateParam } from './list/useCreateParam';
export { useViewMode, viewModeStorageKey } from './list/useViewMode';
export { useReportRuntimeSingletons } from './runtime/useReportRuntimeSingletons';
export { RemoteRoot, type RemoteRootProps } from './remotes/RemoteRoot';
export { useDashboard, dashboardKeys } from './dashboard/useDashboard';
export { useIsNearViewport } from './viewport/useIsNearViewport';
export { usePlan, usePlanLimits, planKeys, isUnlimited, type Plan, type PlanLimits } from './plan/usePlan';
export {
  planLimitUsage,
  usePlanLimitUsage,
  type PlanLimitedResource,
  type PlanLimitUsage,
} from './plan/usePlanLimitUsage';
export { PlanLimitNotice, type PlanLimitNoticeProps } from './plan/PlanLimitNotice';
export { AccountSection, type AccountSectionProps } from './account/AccountSection';
export { accountKeys, type AccountScope } from './account/accountApi';
export { useConfirmVoidSignatures, type VoidSignaturesFlag } from './signing/useConfirmVoidSignatures';
export { signaturesVoidedOf } from './signing/signaturesVoidedOf';
export { SaveCancelledError, isSaveCancelled } from './signing/SaveCancelledError';
export { SignatureChooser, type SignatureChooserProps } from './signing/SignatureChooser';
export { drawnDraft, signatureForm, type SignatureDraft } from './signing/signatureDraft';
