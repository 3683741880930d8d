import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ContractType } from '../domain/contract';
import {
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from '@immodesk/contracts/vocabulary/templatePlaceholders';
import type { ContractTemplate, TemplateSlot } from '../domain/template';
import { defaultTemplate, hasRegionalTemplates, templateSlots } from '../templates/defaultTemplates';
import { storedRegion, templateRepository } from '../repositories/templateRepository';

/** A slot that exists: main-residence leases need a region, the other types take none (400 otherwise). */
function assertSlot(slot: TemplateSlot): void {
  if (hasRegionalTemplates(slot.type) && !slot.region) {
    throw new AppError('validation_error', {
      messageKey: 'contracts.errors.templateRegionRequired',
      details: { region: 'validation.required' },
    });
  }
  if (!hasRegionalTemplates(slot.type) && slot.region) {
    throw new AppError('validation_error', {
      messageKey: 'contracts.errors.templateRegionNotUsed',
      details: { region: 'validation.invalidOption' },
    });
  }
}

/** Every template of the organization (or of one type): its own text where it has one, else the built-in default. */
export async function listContractTemplates(
  dataSource: DataSource,
  context: RequestContext,
  filter: { type?: ContractType } = {},
): Promise<ContractTemplate[]> {
  const own = await templateRepository(dataSource).listOwn(context.organizationId, filter.type);
  const byKey = new Map(own.map((row) => [`${row.type}|${row.language}|${row.region}`, row]));
  return templateSlots()
    .filter((slot) => !filter.type || slot.type === filter.type)
    .map((slot) => {
      const row = byKey.get(`${slot.type}|${slot.language}|${storedRegion(slot.region)}`);
      return row
        ? { ...slot, content: row.content, isCustomized: true, updatedAt: row.updatedAt.toISOString() }
        : {
            ...slot,
            content: defaultTemplate(slot.type, slot.language, slot.region),
            isCustomized: false,
            updatedAt: null,
          };
    });
}

/** The text a contract renders with: the organization's own for its slot, else the default. */
export async function resolveContractTemplate(
  dataSource: DataSource,
  context: RequestContext,
  slot: TemplateSlot,
): Promise<string> {
  const normalized = { ...slot, region: hasRegionalTemplates(slot.type) ? slot.region : null };
  const own = await templateRepository(dataSource).findOwn(context.organizationId, normalized);
  return own?.content ?? defaultTemplate(normalized.type, normalized.language, normalized.region);
}

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

/** Back to the built-in text for a slot. */
export async function resetContractTemplate(
  dataSource: DataSource,
  context: RequestContext,
  slot: TemplateSlot,
): Promise<ContractTemplate> {
  assertSlot(slot);
  await templateRepository(dataSource).remove(context.organizationId, slot);
  return {
    ...slot,
    content: defaultTemplate(slot.type, slot.language, slot.region),
    isCustomized: false,
    updatedAt: null,
  };
}
