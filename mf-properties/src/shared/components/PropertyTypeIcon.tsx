import {
  Archive,
  BedSingle,
  BriefcaseBusiness,
  Building2,
  CarFront,
  Crown,
  GraduationCap,
  House,
  LandPlot,
  Landmark,
  Sofa,
  SquareParking,
  Store,
  Warehouse,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import type { TPropertyType } from '@immodesk/contracts/properties/listProperties.contract';

/** The one mapping from property type to its icon, wherever a type is pictured. */
export const PROPERTY_TYPE_ICONS: Record<TPropertyType, LucideIcon> = {
  apartment: Building2,
  archive: Archive,
  garage: CarFront,
  commercial_unit: Store,
  house: House,
  room: BedSingle,
  office: BriefcaseBusiness,
  cellar: Wine,
  student_room: GraduationCap,
  land: LandPlot,
  warehouse: Warehouse,
  parking: SquareParking,
  townhouse: Landmark,
  studio: Sofa,
  penthouse: Crown,
};

export type PropertyTypeIconProps = { type: TPropertyType; size?: number; className?: string };

/** The type's icon, decorative: the type is always written next to it. */
export function PropertyTypeIcon({ type, size = 24, className }: PropertyTypeIconProps) {
  const Icon = PROPERTY_TYPE_ICONS[type];
  return <Icon aria-hidden="true" size={size} className={className} data-property-type={type} />;
}
