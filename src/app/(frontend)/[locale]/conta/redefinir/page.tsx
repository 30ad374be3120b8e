import { type Props, ResetView, resetMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Password reset, Portuguese spelling: `/pt/conta/redefinir/?token=…`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = resetMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'reset', 'conta/redefinir')
  return <ResetView {...props} />
}
