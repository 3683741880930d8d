import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_TEMPLATE_MAX,
  type TContractTemplate,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import { formatDate, isApiError, toBrusselsDate, useConfirmVoidSignatures } from '@immodesk/sdk';
import { Button, FieldFrame, formGrid, layout } from '@immodesk/ui-kit';
import { resetContractTemplate, saveContractTemplate } from '../api/contractTemplatesApi';
import { useTemplateMutation } from '../hooks/useTemplateMutation';
import { unknownPlaceholders } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import { PlaceholderList } from './PlaceholderList';
import { ResetTemplateDialog } from './ResetTemplateDialog';
import styles from './ContractTemplates.module.css';

export type ContractTemplateEditorProps = {
  template: TContractTemplate;
  placeholders: readonly string[];
  canEdit: boolean;
};

/** One template's text with its placeholders; save refuses unknown `{{names}}` (here and on the server), reset restores the default. */
export function ContractTemplateEditor({ template, placeholders, canEdit }: ContractTemplateEditorProps) {
  const { t } = useTranslation('properties');
  const [content, setContent] = useState(template.content);
  const [error, setError] = useState<string | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const target = { language: template.language, region: template.region };
  const voiding = useConfirmVoidSignatures();
  const save = useTemplateMutation(
    (text: string) =>
      voiding.guard((flag) => saveContractTemplate(template.type, { ...target, content: text, ...flag })),
    {
      success: 'contractTemplates.toasts.saved',
      failure: 'contractTemplates.toasts.saveFailed',
    },
  );
  const reset = useTemplateMutation(
    () => voiding.guard((flag) => resetContractTemplate(template.type, { ...target, ...flag })),
    {
      success: 'contractTemplates.toasts.reset',
      failure: 'contractTemplates.toasts.resetFailed',
    },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const unknown = unknownPlaceholders(content, placeholders);
    if (!content.trim()) return setError(t('contractTemplates.errors.empty'));
    if (unknown.length > 0)
      return setError(
        t('contractTemplates.errors.unknown', { names: unknown.map((name) => `{{${name}}}`).join(', ') }),
      );
    setError(null);
    save.mutate(content, { onError: (failure) => setError(isApiError(failure) ? failure.message : null) });
  }

  const insert = (name: string) => {
    const textarea = textareaRef.current;
    const token = `{{${name}}}`;
    const start = textarea?.selectionStart ?? content.length;
    const end = textarea?.selectionEnd ?? content.length;
    setContent(content.slice(0, start) + token + content.slice(end));
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className={styles.editor}>
      <form className={layout.looseStack} noValidate onSubmit={handleSubmit}>
        <p className={styles.state} data-testid="template-state">
          {template.isCustomized && template.updatedAt
            ? t('contractTemplates.customized', { date: formatDate(toBrusselsDate(template.updatedAt)) })
            : t('contractTemplates.default')}
        </p>
        <FieldFrame
          label={t('contractTemplates.content')}
          error={error}
          hint={canEdit ? undefined : t('contractTemplates.readOnlyHint')}
        >
          {(control) => (
            <textarea
              {...control}
              ref={textareaRef}
              name="content"
              className={styles.content}
              rows={24}
              readOnly={!canEdit}
              maxLength={CONTRACT_TEMPLATE_MAX}
              value={content}
              onChange={(event) => {
                setContent(event.target.value);
                setError(null);
              }}
            />
          )}
        </FieldFrame>
        {canEdit ? (
          <div className={formGrid.actions}>
            <Button
              variant="secondary"
              disabled={!template.isCustomized || save.isPending}
              onClick={() => setIsResetOpen(true)}
            >
              {t('contractTemplates.reset')}
            </Button>
            <Button type="submit" isLoading={save.isPending} disabled={content === template.content}>
              {t('contractTemplates.save')}
            </Button>
          </div>
        ) : null}
      </form>
      <PlaceholderList placeholders={placeholders} onInsert={canEdit ? insert : null} />
      {isResetOpen ? (
        <ResetTemplateDialog
          isResetting={reset.isPending}
          onClose={() => setIsResetOpen(false)}
          onConfirm={() => reset.mutate(undefined, { onSuccess: () => setIsResetOpen(false) })}
        />
      ) : null}
      {voiding.dialog}
    </div>
  );
}
