import * as migration_20261121_195427_initial from './20261121_195427_initial';
import * as migration_20261121_202902_customers from './20261121_202902_customers';
import * as migration_20261121_203026_newsletter from './20261121_203026_newsletter';
import * as migration_20261121_210000_hotel_engine from './20261121_210000_hotel_engine';

export const migrations = [
  {
    up: migration_20261121_195427_initial.up,
    down: migration_20261121_195427_initial.down,
    name: '20261121_195427_initial',
  },
  {
    up: migration_20261121_202902_customers.up,
    down: migration_20261121_202902_customers.down,
    name: '20261121_202902_customers',
  },
  {
    up: migration_20261121_203026_newsletter.up,
    down: migration_20261121_203026_newsletter.down,
    name: '20261121_203026_newsletter',
  },
  {
    up: migration_20261121_210000_hotel_engine.up,
    down: migration_20261121_210000_hotel_engine.down,
    name: '20261121_210000_hotel_engine'
  },
];
