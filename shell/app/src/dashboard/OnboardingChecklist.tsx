import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Circle, CircleCheck, X } from 'lucide-react';
import type { TOnboardingResponse } from '@immodesk/contracts/onboarding/onboarding.contract';
import { Button, buttonClassName, Card, layout, VisuallyHidden } from '@immodesk/ui-kit';
import { isRemoteEnabled } from '../startup/enabledRemotes';
import { ONBOARDING_STEP_LINKS } from './onboardingStepLinks';
import { useDismissOnboarding } from './useDismissOnboarding';
import styles from './OnboardingChecklist.module.css';

export type OnboardingChecklistProps = { steps: TOnboardingResponse['steps'] };

/** The dashboard's getting-started checklist: each step ticked from the organization's data, with a way to do it. */
export function OnboardingChecklist({ steps }: OnboardingChecklistProps) {
  const { t } = useTranslation();
  const dismiss = useDismissOnboarding();
  const shown = steps.filter((step) => {
    const { remote } = ONBOARDING_STEP_LINKS[step.id];
    return remote === null || isRemoteEnabled(remote);
  });
  const doneCount = shown.filter((step) => step.done).length;
  const isComplete = doneCount === shown.length;

  return (
    <Card
      as="section"
      className={layout.column}
      aria-labelledby="onboarding-title"
      data-testid="onboarding-checklist"
    >
      <div className={styles.header}>
        <div>
          <h2 id="onboarding-title" className={styles.title}>
            {t('dashboard.checklist.title')}
          </h2>
          <p className={styles.progressText} data-testid="onboarding-progress">
            {t('dashboard.checklist.progress', { done: doneCount, total: shown.length })}
          </p>
        </div>
        {isComplete ? null : (
          <Button
            variant="ghost"
            size="small"
            onClick={() => dismiss.mutate()}
            isLoading={dismiss.isPending}
            aria-label={t('dashboard.checklist.hide')}
          >
            <X aria-hidden size={18} />
          </Button>
        )}
      </div>
      <progress
        className={styles.progressBar}
        value={doneCount}
        max={shown.length}
        aria-label={t('dashboard.checklist.progressLabel')}
      />
      {isComplete ? (
        <div className={styles.complete}>
          <p className={styles.completeText}>{t('dashboard.checklist.complete')}</p>
          <Button onClick={() => dismiss.mutate()} isLoading={dismiss.isPending}>
            {t('dashboard.checklist.close')}
          </Button>
        </div>
      ) : null}
      <ol className={styles.steps}>
        {shown.map((step) => (
          <li key={step.id} className={styles.step} data-testid="onboarding-step" data-done={step.done}>
            {step.done ? (
              <CircleCheck aria-hidden className={styles.doneIcon} size={22} />
            ) : (
              <Circle aria-hidden className={styles.openIcon} size={22} />
            )}
            <div className={styles.stepText}>
              <h3 className={styles.stepTitle}>
                {t(`dashboard.checklist.steps.${step.id}.title`)}{' '}
                <VisuallyHidden>
                  {step.done ? t('dashboard.checklist.done') : t('dashboard.checklist.toDo')}
                </VisuallyHidden>
              </h3>
              {step.done ? null : (
                <p className={styles.stepDescription}>
                  {t(`dashboard.checklist.steps.${step.id}.description`)}
                </p>
              )}
            </div>
            {step.done ? null : (
              <Link
                to={ONBOARDING_STEP_LINKS[step.id].to}
                className={clsx(buttonClassName({ variant: 'secondary', size: 'small' }), styles.stepAction)}
              >
                {t(`dashboard.checklist.steps.${step.id}.action`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
