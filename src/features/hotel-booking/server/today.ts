/** Today's date at the hotel (America/Cancun, no DST), `YYYY-MM-DD` — the clock of every booking rule (`src/lib/clock.ts`). */
export { HOTEL_TIME_ZONE, hotelToday } from '@/lib/clock'
