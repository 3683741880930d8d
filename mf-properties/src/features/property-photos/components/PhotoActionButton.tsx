import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@immodesk/ui-kit';

export type PhotoActionButtonProps = {
  label: string;
  icon: ReactNode;
  variant: ButtonVariant;
  isLoading: boolean;
  onClick: () => void;
};

/** A small icon button on a photo; its name (also its tooltip) says which photo, e.g. "Delete photo 2". */
export function PhotoActionButton({ label, icon, variant, isLoading, onClick }: PhotoActionButtonProps) {
  return (
    <Button
      size="small"
      variant={variant}
      aria-label={label}
      title={label}
      onClick={onClick}
      isLoading={isLoading}
    >
      {icon}
    </Button>
  );
}
