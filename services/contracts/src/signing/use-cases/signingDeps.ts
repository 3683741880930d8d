import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';

export type SigningDeps = { dataSource: DataSource; storage: FileStorage; clock: Clock };
