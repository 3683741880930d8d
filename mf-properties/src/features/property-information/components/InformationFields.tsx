import type { ReactNode } from 'react';
import { SelectField, TextField } from '@immodesk/ui-kit';
import styles from './PropertyInformationDialog.module.css';

/** Small inputs shared by the three tabs; numbers and dates are null when empty. */
export function NumberInput({
  label,
  value,
  onChange,
  error,
  step,
  suffix,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | null;
  step?: string;
  suffix?: string;
}) {
  return (
    <TextField
      label={suffix ? `${label} (${suffix})` : label}
      type="number"
      inputMode="decimal"
      min={0}
      step={step ?? '1'}
      value={value ?? ''}
      error={error}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}

export function EuroInput({
  label,
  cents,
  onChange,
  error,
}: {
  label: string;
  cents: number | null;
  onChange: (cents: number | null) => void;
  error?: string | null;
}) {
  return (
    <NumberInput
      label={label}
      suffix="€"
      step="0.01"
      value={cents === null ? null : cents / 100}
      error={error}
      onChange={(euros) => onChange(euros === null ? null : Math.round(euros * 100))}
    />
  );
}

export function DateInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
}) {
  return (
    <TextField
      label={label}
      type="date"
      value={value ?? ''}
      error={error}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}

export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  options: { value: T | ''; label: string }[];
  onChange: (value: T | null) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      options={options}
      onValueChange={(next) => onChange(next === '' ? null : (next as T))}
    />
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
