import { type Props, AccountView, accountMetadata, checkAccountPath } from '@/features/account/server/AccountViews'
import { CustomerBookings } from '@/features/hotel-booking/server/CustomerBookings'
import { CustomerOrders } from '@/features/ticket-shop/server/views/CustomerOrders'

/** Customer account page, Portuguese spelling: `/pt/conta/` (features/account/server/AccountViews.tsx). */
export const dynamic = 'force-dynamic'
export const generateMetadata = accountMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'account', 'conta')
  return <AccountView {...props} orders={(email, locale) => <CustomerOrders email={email} locale={locale} />} bookings={(email, locale) => <CustomerBookings email={email} locale={locale} />} />
}
