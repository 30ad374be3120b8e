import { MyBookingView, myBookingMetadata } from '@/features/hotel-booking/server/MyBookingView'
import type { FlowPageProps } from '@/features/hotel-booking/server/SearchView'

/** Reservation lookup and cancel, English spelling: `/en/my-booking/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = myBookingMetadata
export default function Page(props: FlowPageProps) {
  return <MyBookingView {...props} slug="my-booking" />
}
