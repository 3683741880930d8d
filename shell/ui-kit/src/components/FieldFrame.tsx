import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './TextField.module.css';

/** What the control inside a FieldFrame must carry to be labelled and described. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export type FieldFrameProps = {
  label: string;
  id?: string;
  required?: boolean;
  /** A line under the control (a format, a character count), linked with aria-describedby. */
  hint?: ReactNode;
  /** The hint is a counter: aligned to the end, announced politely, in the danger colour when over its limit. */
  counter?: { text: string; isOver?: boolean };
  /** Shown under the field and linked with aria-describedby; marks the control invalid. */
  error?: string | null;
  /**
   * The id of a form-level error that concerns this control too (a refused sign-in names no single field):
   * it describes the control and marks it invalid while set.
   */
  formErrorId?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The label (with a `*` when required), hint, counter and error around one form control, wired for assistive technology. */
export function FieldFrame({
  label,
  id,
  required,
  hint,
  counter,
  error,
  formErrorId,
  className,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = clsx(hintId, counterId, errorId, formErrorId) || undefined;
  const isInvalid = Boolean(error) || Boolean(formErrorId) || Boolean(counter?.isOver);
  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        required,
        'aria-invalid': isInvalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {counter ? (
        <p
          id={counterId}
          className={clsx(styles.counter, counter.isOver && styles.counterOver)}
          aria-live="polite"
        >
          {counter.text}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
