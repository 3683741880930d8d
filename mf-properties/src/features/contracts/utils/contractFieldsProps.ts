import type { ContractField, ContractFieldErrors, ContractFormValues } from './contractForm';

/** What every group of the contract form receives. */
export type ContractFieldsProps = {
  values: ContractFormValues;
  errors: ContractFieldErrors;
  onChange: <TField extends ContractField>(field: TField, value: ContractFormValues[TField]) => void;
};
