import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { OrganizationPlan } from '../domain/plan';
import { planRepository } from '../repositories/planRepository';

/** The signed-in organization's plan with its limits (-1 = unlimited). */
export async function getOrganizationPlan(dataSource: DataSource, context: RequestContext): Promise<OrganizationPlan> {
  const plan = await planRepository(dataSource).findOrganizationPlan(context.organizationId);
  if (!plan) throw new AppError('not_found');
  return plan;
}
