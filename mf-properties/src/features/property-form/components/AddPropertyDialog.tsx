import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventBus, type RemoteDialogProps } from '@immodesk/sdk';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';

// The form and its zod schema load when the dialog opens.
const PropertyFormDialog = lazy(() =>
  import('./PropertyFormDialog').then((m) => ({ default: m.PropertyFormDialog })),
);

/**
 * The add-property modal for other apps: `openRemoteDialog('properties', 'add-property')` (the dashboard's quick
 * action). A new property opens its page, as from the property list.
 */
export function AddPropertyDialog({ onClose }: RemoteDialogProps) {
  const navigate = useNavigate();
  const paths = usePropertyPaths();
  return (
    <Suspense fallback={null}>
      <PropertyFormDialog
        isOpen
        onClose={onClose}
        onCreated={(property) => {
          eventBus.emit('data:changed', { entity: 'property', id: property.id });
          navigate(paths.details(property.urlCode));
        }}
      />
    </Suspense>
  );
}
