import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, PlanLimitBanner } from '@immodesk/ui-kit';

/** SPEC.md §6: the PDF export needs Professional or Enterprise; what it brings and the way to the plan section. */
export function ReportPlanPrompt() {
  const { t } = useTranslation('finance');
  return (
    <PlanLimitBanner
      title={t('reports.pdf.plan.title')}
      text={t('reports.pdf.plan.text')}
      benefits={[
        t('reports.pdf.plan.benefits.pdf'),
        t('reports.pdf.plan.benefits.properties'),
        t('reports.pdf.plan.benefits.logo'),
      ]}
      isFull={false}
      testId="report-plan-prompt"
      action={
        <Link
          to="/settings?section=plan#plan"
          className={buttonClassName({ variant: 'primary', size: 'small' })}
        >
          {t('reports.pdf.plan.upgrade')}
        </Link>
      }
    />
  );
}
