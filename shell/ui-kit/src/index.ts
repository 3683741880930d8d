export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './components/Button';
export { inputClassName, TextField, type TextFieldProps } from './components/TextField';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField';
export { FieldFrame, type FieldControlProps, type FieldFrameProps } from './components/FieldFrame';
export { Card, type CardProps } from './components/Card';
export { Table, type TableProps } from './components/Table';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { VisuallyHidden } from './components/VisuallyHidden';
export {
  StackedTable,
  type StackedTableBreakpoint,
  type StackedTableColumn,
  type StackedTableColumns,
  type StackedTableProps,
  type StackedTableSort,
} from './components/StackedTable';
export { NotProvided, type NotProvidedProps } from './components/NotProvided';
export { SecondaryText, type SecondaryTextProps } from './components/SecondaryText';
export { TwoLineText, type TwoLineTextProps } from './components/TwoLineText';
export { EmailLink, PhoneLink } from './components/ContactLinks';
export { SearchField, searchFieldCopy, type SearchFieldProps } from './components/SearchField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { ListFilters, type ListFiltersProps } from './components/ListFilters';
export { CollapsibleFilters, type CollapsibleFiltersProps } from './components/CollapsibleFilters';
export { ResultCount, type ResultCountProps } from './components/ResultCount';
export { Pagination, type PaginationProps } from './components/Pagination';
export { ListResults, type ListQuery, type ListResultsProps } from './components/ListResults';
export { listCopy, type ListCopy, type ListEmptyContent } from './components/listCopy';
export { NotFoundState, type NotFoundStateProps } from './components/NotFoundState';
export { Dialog, type DialogProps } from './components/Dialog';
export { Tabs, type TabsProps } from './components/Tabs';
export { FileUpload, type FileUploadItem, type FileUploadProps } from './components/FileUpload';
export {
  ViewModeSwitch,
  viewModeCopy,
  VIEW_MODES,
  type ViewMode,
  type ViewModeSwitchProps,
} from './components/ViewModeSwitch';
export { useFocusTrap } from './hooks/useFocusTrap';
export { useFocusFirstInvalid } from './hooks/useFocusFirstInvalid';
export { PlanLimitBanner, type PlanLimitBannerProps } from './components/PlanLimitBanner';
export { ViewModeGrid, type ViewModeGridProps } from './components/ViewModeGrid';
export { SignaturePad, type SignaturePadProps } from './components/SignaturePad';
export { CodeField, type CodeFieldProps } from './components/CodeField';
export { readCode } from './components/readCode';
export {
  ConfirmWithPasswordDialog,
  type ConfirmWithPasswordDialogProps,
} from './components/ConfirmWithPasswordDialog';
export { ContactCard, type ContactCardProps } from './components/ContactCard';
export { formGrid } from './components/formGrid';
export { layout } from './components/layout';
export {
  bindFields,
  type BindFieldsOptions,
  type BoundSelectField,
  type BoundTextField,
  type FieldBindings,
  type TextFieldName,
} from './components/bindFields';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { FormActions, type FormActionsProps } from './components/FormActions';
export { confirmCopy, type ConfirmCopy } from './components/confirmCopy';
export { FormDialog, type FormDialogProps } from './components/FormDialog';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { EmailField, type EmailFieldProps } from './components/EmailField';
export { notice } from './components/notice';
export { ChoiceField, type ChoiceFieldProps } from './components/ChoiceField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
