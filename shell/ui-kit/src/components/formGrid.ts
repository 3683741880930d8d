import styles from './FormGrid.module.css';

const formClass = (name: string): string => styles[name] ?? '';

/**
 * The form layout every remote's dialogs share: `form` stacks the fields, `row` puts fields side by side and
 * wraps them under each other on a narrow screen, `check` is a checkbox with its label at touch height,
 * `actions` aligns the buttons at the end (`dialogActions` also sets them off from a dialog's content).
 */
export const formGrid = {
  form: formClass('form'),
  narrowForm: formClass('narrowForm'),
  row: formClass('row'),
  check: formClass('check'),
  actions: formClass('actions'),
  dialogActions: `${formClass('actions')} ${formClass('dialogActions')}`,
} as const;
