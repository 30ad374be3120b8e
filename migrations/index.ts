import * as migration_20261121_195427_initial from './20261121_195427_initial';
import * as migration_20261121_210000_hotel_engine from './20261121_210000_hotel_engine';

export const migrations = [
  {
    up: migration_20261121_195427_initial.up,
    down: migration_20261121_195427_initial.down,
    name: '20261121_195427_initial'
  },
  {
    up: migration_20261121_210000_hotel_engine.up,
    down: migration_20261121_210000_hotel_engine.down,
    name: '20261121_210000_hotel_engine'
  },
];
