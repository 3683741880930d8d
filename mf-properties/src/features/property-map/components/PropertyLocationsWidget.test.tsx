import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import type { PropertiesClusterMapProps } from './PropertiesClusterMap';
import { PropertyLocationsWidget } from './PropertyLocationsWidget';

// OpenLayers draws on a canvas jsdom does not have: the widget's part (which markers, where they lead) is tested here.
vi.mock('./PropertiesClusterMap', () => ({
  default: ({ markers, label, onOpen }: PropertiesClusterMapProps) => (
    <figure>
      {markers.map((marker) => (
        <button key={marker.id} type="button" onClick={() => onOpen(marker.path)}>
          {`${marker.latitude},${marker.longitude}`}
        </button>
      ))}
      <figcaption>{label}</figcaption>
    </figure>
  ),
}));

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const address = { street: 'Korenlei', houseNumber: '7', bus: '2', postalCode: '9000', city: 'Gent' };
function dashboard(locations: unknown[], rented: number, available: number) {
  return {
    totals: {
      propertyCount: rented + available,
      activeTenantCount: 0,
      monthlyRentCents: 0,
      pendingPayments: { count: 0, amountCents: 0 },
    },
    incomeSeries: [],
    locations,
    recentActivity: [],
    upcomingTasks: [],
    upcomingPayments: [],
    expiringContracts: [],
    propertiesOverview: { rented, available, items: [] },
    indexableContracts: [],
  };
}

function answer(body: unknown) {
  return (url: URL) => (url.pathname === '/api/dashboard' ? { body } : { body: { map: { tileUrl: null } } });
}

describe('PropertyLocationsWidget', () => {
  it('puts one marker per located property on the map, says how many have no coordinates, and opens a property', async () => {
    const locations = [
      { id: 'a', urlCode: 'korenlei-7', address, latitude: 51.054, longitude: 3.718, occupancy: 'rented' },
      {
        id: 'b',
        urlCode: 'overpoort-38',
        address,
        latitude: 51.044,
        longitude: 3.725,
        occupancy: 'available',
      },
    ];
    stubFetch(answer(dashboard(locations, 2, 1)));
    await renderRemotePage(<PropertyLocationsWidget params={{}} />, '/dashboard');
    expect(await screen.findByText('2 properties on the map; 1 without coordinates not shown')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '51.054,3.718' }));
    expect(screen.getByTestId('location').textContent).toBe('/properties/korenlei-7');
  });

  it('says so when no property has coordinates', async () => {
    stubFetch(answer(dashboard([], 0, 0)));
    await renderRemotePage(<PropertyLocationsWidget params={{}} />, '/dashboard');
    expect(await screen.findByText(en.locationsMap.empty)).toBeDefined();
  });
});
