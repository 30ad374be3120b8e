import { type Props, ActivateView, activateMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Activation (resend verification), English spelling: `/en/account/activate/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = activateMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'activate', 'account/activate')
  return <ActivateView {...props} />
}
