import { RowLabel as RowLabel_16102793bca0cb2258c034ff3d407617 } from '../../../cms/components/RowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BannerStateCell as BannerStateCell_a95bb06e834f024d2efb63617b3954b5 } from '../../../cms/components/BannerState'
import { BannerStateFilter as BannerStateFilter_a95bb06e834f024d2efb63617b3954b5 } from '../../../cms/components/BannerState'
import { IssuerConfirmation as IssuerConfirmation_f6e8f5fb3c42f36d89c882aec0320ee0 } from '../../../cms/components/IssuerConfirmation'
import { MaintenanceBanner as MaintenanceBanner_dae9f588773f41298d7944141dbaa003 } from '../../../cms/components/MaintenanceBanner'
import { OwedMoney as OwedMoney_25c496ee550aa8b45f446ae4161368ac } from '../../../cms/components/OwedMoney'
import { OperationsNavLink as OperationsNavLink_7ac55a99a692dfc23fddad2d22fbd07e } from '../../../cms/components/OperationsNavLink'
import { AdminLanguage as AdminLanguage_07c6d31a2f954039e4cb002ae4bea848 } from '../../../cms/components/AdminLanguage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { OperationsView as OperationsView_3461ab24de7ce65f2a3aa9508ef6824b } from '../../../cms/components/OperationsView'
import { FindBookingsView as FindBookingsView_3093aa30880a9f9eb33fd371d22b9564 } from '../../../cms/components/FindBookingsView'
import { SecondFactorView as SecondFactorView_b8b306a358b8ceb6e63b521461e8eda0 } from '../../../cms/components/SecondFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/RowLabel#RowLabel": RowLabel_16102793bca0cb2258c034ff3d407617,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/BannerState#BannerStateCell": BannerStateCell_a95bb06e834f024d2efb63617b3954b5,
  "/cms/components/BannerState#BannerStateFilter": BannerStateFilter_a95bb06e834f024d2efb63617b3954b5,
  "/cms/components/IssuerConfirmation#IssuerConfirmation": IssuerConfirmation_f6e8f5fb3c42f36d89c882aec0320ee0,
  "/cms/components/MaintenanceBanner#MaintenanceBanner": MaintenanceBanner_dae9f588773f41298d7944141dbaa003,
  "/cms/components/OwedMoney#OwedMoney": OwedMoney_25c496ee550aa8b45f446ae4161368ac,
  "/cms/components/OperationsNavLink#OperationsNavLink": OperationsNavLink_7ac55a99a692dfc23fddad2d22fbd07e,
  "/cms/components/AdminLanguage#AdminLanguage": AdminLanguage_07c6d31a2f954039e4cb002ae4bea848,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/components/OperationsView#OperationsView": OperationsView_3461ab24de7ce65f2a3aa9508ef6824b,
  "/cms/components/FindBookingsView#FindBookingsView": FindBookingsView_3093aa30880a9f9eb33fd371d22b9564,
  "/cms/components/SecondFactorView#SecondFactorView": SecondFactorView_b8b306a358b8ceb6e63b521461e8eda0,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
