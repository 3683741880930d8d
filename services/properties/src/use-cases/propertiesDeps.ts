import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Geocoder } from '../geo/geocoder';

/** What the properties use cases run on. */
export type PropertiesDeps = { dataSource: DataSource; clock: Clock; geocoder: Geocoder };
