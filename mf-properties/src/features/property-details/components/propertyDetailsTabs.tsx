import type { ReactNode } from 'react';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { ContractsTab } from '../../contracts/components/ContractsTab';
import { FilesTab } from './FilesTab';
import { LocationTab } from './LocationTab';
import { OverviewTab } from './OverviewTab';

export type DetailsTabContext = { property: TProperty; address: string };

/**
 * The details page's tabs, in order, each with its panel: the one place a tab is added (Contracts comes back here
 * with issue 15, once contracts exist). The first is the default, kept out of the URL.
 */
export const PROPERTY_DETAILS_TABS = [
  {
    key: 'overview',
    panel: ({ property, address }: DetailsTabContext): ReactNode => (
      <OverviewTab property={property} address={address} />
    ),
  },
  {
    key: 'contracts',
    panel: ({ property }: DetailsTabContext): ReactNode => <ContractsTab propertyId={property.id} />,
  },
  {
    key: 'files',
    panel: ({ property }: DetailsTabContext): ReactNode => <FilesTab propertyId={property.id} />,
  },
  {
    key: 'location',
    panel: ({ property, address }: DetailsTabContext): ReactNode => (
      <LocationTab property={property} address={address} />
    ),
  },
] as const;

export type DetailsTab = (typeof PROPERTY_DETAILS_TABS)[number]['key'];
