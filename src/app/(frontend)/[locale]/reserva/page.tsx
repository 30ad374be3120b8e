import { bookingMetadata, BookingView } from '@/features/hotel-booking/server/BookingView'
import type { FlowPageProps } from '@/features/hotel-booking/server/SearchView'

/** Step 2 BOOK in Spanish spelling: `/es/reserva/` (spec §2). */
export const dynamic = 'force-dynamic'
export const generateMetadata = bookingMetadata
export default function Page(props: FlowPageProps) {
  return <BookingView {...props} slug="reserva" />
}
