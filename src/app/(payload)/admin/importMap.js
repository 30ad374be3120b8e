import { MaintenanceBanner as MaintenanceBanner_dae9f588773f41298d7944141dbaa003 } from '../../../cms/components/MaintenanceBanner'
import { OwedMoney as OwedMoney_25c496ee550aa8b45f446ae4161368ac } from '../../../cms/components/OwedMoney'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/MaintenanceBanner#MaintenanceBanner": MaintenanceBanner_dae9f588773f41298d7944141dbaa003,
  "/cms/components/OwedMoney#OwedMoney": OwedMoney_25c496ee550aa8b45f446ae4161368ac,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
