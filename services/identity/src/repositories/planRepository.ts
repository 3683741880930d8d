import type { DataSource } from 'typeorm';
import type { OrganizationPlan, PlanStatus, PlanType } from '../domain/plan';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { PlanEntity, type PlanRow } from '../entities/PlanEntity';

export function planRepository(dataSource: DataSource) {
  const organizations = dataSource.getRepository(OrganizationEntity);
  const plans = dataSource.getRepository(PlanEntity);
  return {
    findPlan: (planType: PlanType): Promise<PlanRow | null> => plans.findOne({ where: { planType } }),

    findOrganizationPlan: async (organizationId: string): Promise<OrganizationPlan | null> => {
      const organization = await organizations.findOne({ where: { id: organizationId }, select: { id: true, planType: true, planStatus: true } });
      if (!organization) return null;
      const plan = await plans.findOne({ where: { planType: organization.planType } });
      if (!plan) return null;
      return { planType: plan.planType, status: organization.planStatus, maxProperties: plan.maxProperties, maxTenants: plan.maxTenants };
    },

    setOrganizationPlan: (organizationId: string, planType: PlanType, status: PlanStatus) =>
      organizations.update({ id: organizationId }, { planType, planStatus: status }),
  };
}
