import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import {
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from '@immodesk/contracts/vocabulary/templatePlaceholders';
import type { ContractTemplate, TemplateSlot } from '../domain/template';
import { templateRepository } from '../repositories/templateRepository';
import { assertSlot } from './templateSlot';

/**
 * Saves the organization's text for a slot. Every `{{placeholder}}` must be a known one: otherwise 400 with the
 * unknown names and the list of valid ones. (Plan gating is the BFF's: identity knows the plan.)
 */
export async function putContractTemplate(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: TemplateSlot & { content: string },
): Promise<ContractTemplate> {
  assertSlot(input);
  const unknown = unknownPlaceholders(input.content);
  if (unknown.length > 0) {
    throw new AppError('validation_error', {
      messageKey: 'contracts.errors.unknownPlaceholders',
      params: {
        unknown: unknown.join(', '),
        valid: TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', '),
      },
      details: {
        content: 'validation.contractUnknownPlaceholders',
        unknownPlaceholders: unknown,
        validPlaceholders: [...TEMPLATE_PLACEHOLDERS],
      },
    });
  }
  const row = await templateRepository(dataSource).upsert(
    context.organizationId,
    input,
    input.content,
    clock.now(),
  );
  return {
    type: input.type,
    language: input.language,
    region: input.region,
    content: row.content,
    isCustomized: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}
