import { type Props, ActivateView, activateMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Activation (resend verification), Spanish spelling: `/es/cuenta/activar/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = activateMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'activate', 'cuenta/activar')
  return <ActivateView {...props} />
}
