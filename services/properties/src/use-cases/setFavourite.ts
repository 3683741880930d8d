import type { RequestContext } from '@immodesk/platform/context';
import { findPropertyOrThrow } from './getProperty';
import type { PropertiesDeps } from './propertiesDeps';
import { updateProperty } from './updateProperty';

export type SetFavouriteInput = {
  idOrUrlCode: string;
  /** Without a value the favourite flips (the star button). */
  isFavourite?: boolean | undefined;
};

/** Marks a property as a favourite or not. */
export async function setFavourite(
  deps: PropertiesDeps,
  context: RequestContext,
  input: SetFavouriteInput,
): ReturnType<typeof updateProperty> {
  const row = await findPropertyOrThrow(deps.dataSource, context, input.idOrUrlCode);
  return updateProperty(deps, context, {
    idOrUrlCode: row.id,
    changes: { isFavourite: input.isFavourite ?? !row.isFavourite },
  });
}
