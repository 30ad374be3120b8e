import { type Props, ResetView, resetMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Password reset, Spanish spelling: `/es/cuenta/restablecer/?token=…`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = resetMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'reset', 'cuenta/restablecer')
  return <ResetView {...props} />
}
