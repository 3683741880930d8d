import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { formatLongDate } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { translate } from '../i18n/translate';

export type RegistrationTaskDeps = { properties: Pick<PropertiesApi, 'getProperty' | 'createTask'> };

/**
 * The registration duty of a signed lease (rental-law.md §4: within 2 months for housing, 4 otherwise) as a task
 * on the property, in the landlord's language. While the term runs: "register by <deadline>", high priority, due
 * on the deadline. A lease signed on paper whose term has passed (and whose registration was not recorded): one
 * "check the registration" task due `today`, never an overdue "register" task from years ago.
 */
export async function addRegistrationTask(
  deps: RegistrationTaskDeps,
  context: RequestContext,
  input: { contract: TContract; language: TLanguage; today?: string },
): Promise<void> {
  const { contract, language, today } = input;
  const deadline = contract.registrationDeadline;
  if (!deadline) return;
  const property = await deps.properties.getProperty(context, contract.propertyId);
  const address = `${property.street} ${property.houseNumber}, ${property.postalCode} ${property.city}`;
  const lapsed = today !== undefined && deadline < today;
  const key = lapsed ? 'contracts.registrationCheckTask' : 'contracts.registrationTask';
  await deps.properties.createTask(context, {
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
  });
}
