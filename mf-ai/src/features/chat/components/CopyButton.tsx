import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';

export type CopyButtonProps = { text: string };

export function CopyButton({ text }: CopyButtonProps) {
  const { t } = useTranslation('ai');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess(t('chat.copied'));
    } catch {
      toastError(t('chat.copyFailed'));
    }
  };
  return (
    <Button size="small" variant="ghost" onClick={() => void handleCopy()}>
      {t('chat.copy')}
    </Button>
  );
}
