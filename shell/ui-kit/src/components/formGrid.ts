import styles from './FormGrid.module.css';

/**
 * The form layout every remote's dialogs share: `form` stacks the fields, `row` puts fields side by side and
 * wraps them under each other on a narrow screen, `actions` aligns the buttons at the end.
 */
export const formGrid: { form: string; row: string; actions: string } = {
  form: styles.form ?? '',
  row: styles.row ?? '',
  actions: styles.actions ?? '',
};
