import type { Namespace, TFunction } from 'i18next';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The words of a confirmation: what ConfirmDialog says besides what it does. */
export type ConfirmCopy = Pick<ConfirmDialogProps, 'title' | 'description' | 'cancelLabel' | 'confirmLabel'>;

/**
 * The copy of a confirmation whose keys follow the convention `<prefix>.title`, `.description` (which receives
 * `values`, e.g. the name of what is deleted), `.cancel` and `.confirm`.
 */
export function confirmCopy<TNamespace extends Namespace>(
  t: TFunction<TNamespace>,
  prefix: string,
  values: Record<string, unknown> = {},
): ConfirmCopy {
  return {
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`, values),
    cancelLabel: t(`${prefix}.cancel`),
    confirmLabel: t(`${prefix}.confirm`),
  };
}
