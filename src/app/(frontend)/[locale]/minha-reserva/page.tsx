import { MyBookingView, myBookingMetadata } from '@/features/hotel-booking/server/MyBookingView'
import type { FlowPageProps } from '@/features/hotel-booking/server/SearchView'

/** Reservation lookup and cancel, Portuguese spelling: `/pt/minha-reserva/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = myBookingMetadata
export default function Page(props: FlowPageProps) {
  return <MyBookingView {...props} slug="minha-reserva" />
}
