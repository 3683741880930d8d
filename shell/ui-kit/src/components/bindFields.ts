import type { ChangeEvent } from 'react';

/** The fields of a form whose value is text: the ones a TextField or a SelectField edits. */
export type TextFieldName<TValues> = {
  [TName in keyof TValues]-?: TValues[TName] extends string ? TName : never;
}[keyof TValues] &
  string;

export type BoundFieldState<TName extends string> = {
  name: TName;
  value: string;
  error: string | null | undefined;
};

export type BoundTextField<TName extends string> = BoundFieldState<TName> & {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export type BoundSelectField<TName extends string> = BoundFieldState<TName> & {
  onValueChange: (value: string) => void;
};

export type BindFieldsOptions<TValues> = {
  values: TValues;
  /** The message shown under a field, if any (already translated). */
  errorOf: (name: keyof TValues) => string | null | undefined;
  onChange: <TName extends keyof TValues>(name: TName, value: TValues[TName]) => void;
};

export type FieldBindings<TValues> = {
  /** `name`, `value`, `error` and `onChange` of a TextField for one field of the form. */
  text: <TName extends TextFieldName<TValues>>(name: TName) => BoundTextField<TName>;
  /** `name`, `value`, `error` and `onValueChange` of a SelectField for one field of the form. */
  select: <TName extends TextFieldName<TValues>>(name: TName) => BoundSelectField<TName>;
};

/**
 * The one wiring of a controlled form's fields: each input shows its field's value and error and reports a
 * change under its field's name, so a form writes `<TextField {...field.text('rent')} label=… />`.
 */
export function bindFields<TValues>({
  values,
  errorOf,
  onChange,
}: BindFieldsOptions<TValues>): FieldBindings<TValues> {
  const state = <TName extends TextFieldName<TValues>>(name: TName): BoundFieldState<TName> => ({
    name,
    value: String(values[name]),
    error: errorOf(name),
  });
  // A text field's value is a string by TextFieldName, and a select only offers its field's options.
  const change = <TName extends TextFieldName<TValues>>(name: TName, value: string) =>
    onChange(name, value as TValues[TName]);
  return {
    text: (name) => ({ ...state(name), onChange: (event) => change(name, event.target.value) }),
    select: (name) => ({ ...state(name), onValueChange: (value) => change(name, value) }),
  };
}
