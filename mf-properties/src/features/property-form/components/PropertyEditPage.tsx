import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { formatAddress, useConfirmVoidSignatures } from '@immodesk/sdk';
import { Button, buttonClassName, PageHeader, Spinner } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { PropertyLoadFailure } from '../../property-details/components/PropertyLoadFailure';
import { useProperty } from '../../property-details/hooks/useProperty';
import { updateProperty } from '../api/saveProperty';
import { useSavePropertyForm } from '../hooks/useSavePropertyForm';
import { formValuesOf } from '../utils/propertyFormValues';
import { GenerateDescription } from './GenerateDescription';
import { PropertyForm } from './PropertyForm';

function EditForm({ property }: { property: TProperty }) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const paths = usePropertyPaths();
  const voiding = useConfirmVoidSignatures();
  const form = useSavePropertyForm({
    initial: formValuesOf(property),
    save: (body) => voiding.guard((flag) => updateProperty(property.id, { ...body, ...flag })),
    kind: 'update',
    onSaved: (saved) => navigate(paths.details(saved.urlCode)),
  });
  return (
    <>
      <PropertyForm
        form={form}
        descriptionTool={
          <GenerateDescription
            propertyId={property.id}
            onGenerated={(description) => form.setValues((values) => ({ ...values, description }))}
          />
        }
        actions={
          <>
            <Link to={paths.details(property.urlCode)} className={buttonClassName({ variant: 'secondary' })}>
              {t('form.cancel')}
            </Link>
            <Button type="submit" isLoading={form.isSaving}>
              {t('form.save')}
            </Button>
          </>
        }
      />
      {voiding.dialog}
    </>
  );
}

/** /properties/edit/{urlCode}. */
export function PropertyEditPage() {
  const { t } = useTranslation('properties');
  const { urlCode = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useProperty(urlCode);
  if (isPending) return <Spinner size="large" label={t('details.loading')} />;
  if (isError) return <PropertyLoadFailure error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <PageHeader title={t('form.editTitle')} description={formatAddress(data)} />
      <EditForm property={data} />
    </>
  );
}
