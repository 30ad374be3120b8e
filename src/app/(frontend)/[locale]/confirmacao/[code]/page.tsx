import { confirmationMetadata, ConfirmationView, type ConfirmationProps } from '@/features/hotel-booking/server/ConfirmationView'

/** Step 3 CONFIRMATION, Portuguese spelling: `/pt/confirmacao/{code}/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = confirmationMetadata
export default function Page(props: ConfirmationProps) {
  return <ConfirmationView {...props} slug="confirmacao" />
}
