import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONTRACT_REGIONS, CONTRACT_TYPES } from '@immodesk/contracts/contracts/contract.contract';
import { LANGUAGES } from '@immodesk/contracts/common/languages';
import { currentLanguage, usePlan } from '@immodesk/sdk';
import { ErrorState, PageHeader, SelectField, Spinner } from '@immodesk/ui-kit';
import { useContractTemplates } from '../hooks/useContractTemplates';
import {
  findTemplate,
  selectionFromSearch,
  selectionToSearch,
  type TemplateSelection,
} from '../utils/templateSelection';
import { ContractTemplateEditor } from './ContractTemplateEditor';
import { TemplatePlanPrompt } from './TemplatePlanPrompt';
import styles from './ContractTemplates.module.css';

/**
 * /contract-templates: one template at a time, chosen by type, language and (main residence) region. Editing is on
 * Basic and up (SPEC §6); on Free the text can be read and the upgrade prompt says what editing needs.
 */
export function ContractTemplatesPage() {
  const { t } = useTranslation('properties');
  const { t: tCommon } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = selectionFromSearch(searchParams, currentLanguage());
  const templates = useContractTemplates();
  const plan = usePlan();
  const canEdit = plan.data !== undefined && plan.data.planType !== 'free';

  const choose = (change: Partial<TemplateSelection>) => {
    const next = { ...selection, ...change };
    setSearchParams(
      selectionToSearch({
        ...next,
        region: next.type === 'main_residence' ? (next.region ?? CONTRACT_REGIONS[0]) : null,
      }),
      { replace: true },
    );
  };

  const template = templates.data ? findTemplate(templates.data.items, selection) : undefined;
  return (
    <>
      <PageHeader title={t('contractTemplates.title')} description={t('contractTemplates.description')} />
      {plan.data?.planType === 'free' ? <TemplatePlanPrompt /> : null}
      <div className={styles.selectors}>
        <SelectField
          name="type"
          label={t('contracts.form.type')}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contracts.types.${type}`) }))}
          value={selection.type}
          onValueChange={(type) => choose({ type: type as TemplateSelection['type'] })}
        />
        <SelectField
          name="language"
          label={t('contractTemplates.language')}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: tCommon(`languages.${language}`),
          }))}
          value={selection.language}
          onValueChange={(language) => choose({ language: language as TemplateSelection['language'] })}
        />
        {selection.region ? (
          <SelectField
            name="region"
            label={t('contracts.form.region')}
            options={CONTRACT_REGIONS.map((region) => ({
              value: region,
              label: t(`contracts.regions.${region}`),
            }))}
            value={selection.region}
            onValueChange={(region) => choose({ region: region as TemplateSelection['region'] })}
          />
        ) : null}
      </div>
      {templates.isPending || plan.isPending ? <Spinner label={t('contractTemplates.loading')} /> : null}
      {templates.isError ? (
        <ErrorState
          title={t('contractTemplates.error')}
          message={templates.error.message}
          onRetry={() => void templates.refetch()}
        />
      ) : null}
      {templates.data && !template && !templates.isPending ? <p>{t('contractTemplates.missing')}</p> : null}
      {templates.data && template && !plan.isPending ? (
        <ContractTemplateEditor
          key={`${template.type}:${template.language}:${template.region ?? ''}:${template.updatedAt ?? 'default'}`}
          template={template}
          placeholders={templates.data.placeholders}
          canEdit={canEdit}
        />
      ) : null}
    </>
  );
}
