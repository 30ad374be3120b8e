import { type Props, ResetView, resetMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Password reset, English spelling: `/en/account/reset/?token=…`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = resetMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'reset', 'account/reset')
  return <ResetView {...props} />
}
