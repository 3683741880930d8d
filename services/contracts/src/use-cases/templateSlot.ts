import { AppError } from '@immodesk/platform/errors';
import type { TemplateSlot } from '../domain/template';
import { hasRegionalTemplates } from '../templates/defaultTemplates';

/** A slot that exists: main-residence leases need a region, the other types take none (400 otherwise). */
export function assertSlot(slot: TemplateSlot): void {
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
