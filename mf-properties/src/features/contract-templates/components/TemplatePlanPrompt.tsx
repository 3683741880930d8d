import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, PlanLimitBanner } from '@immodesk/ui-kit';

/**
 * SPEC §6: on Free, editing templates needs Basic or higher. The way on is the plan section of the settings, which
 * shows the plan; plans are not changed in the product yet, so no change link is offered here.
 */
export function TemplatePlanPrompt() {
  const { t } = useTranslation('properties');
  return (
    <PlanLimitBanner
      title={t('contractTemplates.plan.title')}
      text={t('contractTemplates.plan.text')}
      benefits={[
        t('contractTemplates.plan.benefits.edit'),
        t('contractTemplates.plan.benefits.reset'),
        t('contractTemplates.plan.benefits.defaults'),
      ]}
      isFull
      testId="template-plan-prompt"
      action={
        <Link to="/settings#plan" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          {t('contractTemplates.plan.seePlan')}
        </Link>
      }
    />
  );
}
