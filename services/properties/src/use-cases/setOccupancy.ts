import type { RequestContext } from '@immodesk/platform/context';
import { In } from 'typeorm';
import type { PropertyOccupancy } from '../domain/property';
import { PropertyEntity } from '../entities/PropertyEntity';
import type { PropertiesDeps } from './propertiesDeps';

/**
 * The occupancy of many of the organization's properties at once (the BFF's occupancy sync after a rent-roll
 * import); only those whose occupancy differs change. Answers how many changed.
 */
export async function setOccupancy(
  deps: PropertiesDeps,
  context: RequestContext,
  input: { propertyIds: string[]; occupancy: PropertyOccupancy },
): Promise<number> {
  const repository = deps.dataSource.getRepository(PropertyEntity);
  let changed = 0;
  for (let index = 0; index < input.propertyIds.length; index += 500) {
    const ids = input.propertyIds.slice(index, index + 500);
    const result = await repository
      .createQueryBuilder()
      .update()
      .set({ occupancy: input.occupancy, updatedAt: deps.clock.now() })
      .where({ organizationId: context.organizationId, id: In(ids) })
      .andWhere('occupancy <> :occupancy', { occupancy: input.occupancy })
      .execute();
    changed += result.affected ?? 0;
  }
  return changed;
}
