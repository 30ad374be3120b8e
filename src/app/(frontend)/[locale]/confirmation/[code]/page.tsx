import { ConfirmationView, type ConfirmationProps } from '@/features/hotel-booking/server/ConfirmationView'

/** Step 3 CONFIRMATION, English spelling: `/en/confirmation/{code}/`. */
export const dynamic = 'force-dynamic'
export const metadata = { robots: { index: false, follow: false } }
export default function Page(props: ConfirmationProps) {
  return <ConfirmationView {...props} slug="confirmation" />
}
