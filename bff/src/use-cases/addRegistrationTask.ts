import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TCreateTaskRequest } from '@immodesk/contracts/tasks/createTask.contract';
import type { Address } from '@immodesk/contracts/vocabulary/address';
import { formatLongDate } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { translate } from '../i18n/translate';

export type RegistrationTaskDeps = { properties: Pick<PropertiesApi, 'getProperty' | 'createTask'> };

export type RegistrationTasksDeps = {
  properties: Pick<PropertiesApi, 'getPropertyAddresses' | 'createTasks'>;
};

type RegistrationInput = { contract: TContract; language: TLanguage; today?: string };

/**
 * The registration duty of a signed lease (rental-law.md §4: within 2 months for housing, 4 otherwise) as a task
 * on the property, in the landlord's language. While the term runs: "register by <deadline>", high priority, due
 * on the deadline. A lease signed on paper whose term has passed (and whose registration was not recorded): one
 * "check the registration" task due `today`, never an overdue "register" task from years ago. None without a
 * deadline.
 */
function registrationTask(input: RegistrationInput, property: Address): TCreateTaskRequest | null {
  const { contract, language, today } = input;
  const deadline = contract.registrationDeadline;
  if (!deadline) return null;
  const address = `${property.street} ${property.houseNumber}, ${property.postalCode} ${property.city}`;
  const lapsed = today !== undefined && deadline < today;
  const key = lapsed ? 'contracts.registrationCheckTask' : 'contracts.registrationTask';
  return {
    title: translate(language, `${key}.title`, { contractNumber: contract.contractNumber }),
    description: translate(language, `${key}.description`, {
      address,
      deadline: formatLongDate(language, deadline),
      signedOn: formatLongDate(language, contract.signedOn),
    }),
    propertyId: contract.propertyId,
    priority: lapsed ? 'medium' : 'high',
    contractorId: null,
    dueDate: lapsed ? today : deadline,
    completed: false,
  };
}

/** The registration task of one signed lease (see `registrationTask`). */
export async function addRegistrationTask(
  deps: RegistrationTaskDeps,
  context: RequestContext,
  input: RegistrationInput,
): Promise<void> {
  if (!input.contract.registrationDeadline) return;
  const property = await deps.properties.getProperty(context, input.contract.propertyId);
  const task = registrationTask(input, property);
  if (task) await deps.properties.createTask(context, task);
}

/** The registration tasks of many leases at once (the rent-roll import); answers the new tasks' ids. */
export async function addRegistrationTasks(
  deps: RegistrationTasksDeps,
  context: RequestContext,
  input: { contracts: TContract[]; language: TLanguage; today?: string },
): Promise<string[]> {
  const { contracts, language, today } = input;
  const due = contracts.filter((contract) => contract.registrationDeadline);
  if (due.length === 0) return [];
  const addresses = new Map(
    (
      await deps.properties.getPropertyAddresses(context, [
        ...new Set(due.map((contract) => contract.propertyId)),
      ])
    ).map((address) => [address.id, address]),
  );
  const tasks = due.flatMap((contract) => {
    const property = addresses.get(contract.propertyId);
    const task = property && registrationTask({ contract, language, today }, property);
    return task ? [task] : [];
  });
  return (await deps.properties.createTasks(context, { tasks })).ids;
}
