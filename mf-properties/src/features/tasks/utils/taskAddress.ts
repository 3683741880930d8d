import type { TTaskProperty } from '@immodesk/contracts/tasks/task';

/** "Korenlei 7 bus 2, 9000 Gent": Belgian order; `boxLabel` is the translated "bus 2". */
export function taskAddress(property: Omit<TTaskProperty, 'id' | 'urlCode'>, boxLabel: (bus: string) => string): string {
  const bus = property.bus?.trim();
  const line1 = [property.street, property.houseNumber, bus ? boxLabel(bus) : null].filter(Boolean).join(' ');
  return `${line1}, ${[property.postalCode, property.city].filter(Boolean).join(' ')}`;
}
