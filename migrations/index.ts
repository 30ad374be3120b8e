import * as migration_20261121_195427_initial from './20261121_195427_initial'
import * as migration_20261121_202902_customers from './20261121_202902_customers'
import * as migration_20261121_203026_newsletter from './20261121_203026_newsletter'
import * as migration_20261121_210000_hotel_engine from './20261121_210000_hotel_engine'
import * as migration_20261121_223500_booking_mails from './20261121_223500_booking_mails'
import * as migration_20261121_223542_shop_catalog from './20261121_223542_shop_catalog'
import * as migration_20261121_230000_shop from './20261121_230000_shop'
import * as migration_20261121_231000_hotel_engine_min_prices from './20261121_231000_hotel_engine_min_prices'
import * as migration_20261121_235000_payments from './20261121_235000_payments'
import * as migration_20261122_014000_shop_refunds from './20261122_014000_shop_refunds'
import * as migration_20261122_020000_hotel_engine_ari_versions from './20261122_020000_hotel_engine_ari_versions'
import * as migration_20261124_080000_hotel_refunds from './20261124_080000_hotel_refunds'
import * as migration_20261124_081000_rate_limits from './20261124_081000_rate_limits'
import * as migration_20261124_090000_payments_capture_owed from './20261124_090000_payments_capture_owed'
import * as migration_20261124_160000_shop_order_mails from './20261124_160000_shop_order_mails'
import * as migration_20261125_153347_media_storage_fields from './20261125_153347_media_storage_fields'
import * as migration_20261125_183847_pt_locale from './20261125_183847_pt_locale'
import * as migration_20261125_190000_hotel_engine_tax_rules from './20261125_190000_hotel_engine_tax_rules'
import * as migration_20261125_193407_hotel_taxes from './20261125_193407_hotel_taxes'
import * as migration_20261125_194539_audit_log from './20261125_194539_audit_log'
import * as migration_20261125_213035_banner_drafts from './20261125_213035_banner_drafts'
import * as migration_20261125_214234_page_rich_text from './20261125_214234_page_rich_text'
import * as migration_20261125_214652_page_links from './20261125_214652_page_links'
import * as migration_20261125_220901_operations from './20261125_220901_operations'
import * as migration_20261125_225821_admin_language from './20261125_225821_admin_language'
import * as migration_20261126_010000_hotel_engine_covering_prices from './20261126_010000_hotel_engine_covering_prices'
import * as migration_20261126_010949 from './20261126_010949_room_types'
import * as migration_20261126_120000_booking_mail_sweep from './20261126_120000_booking_mail_sweep'
import * as migration_20261206_050000_payments_reconcile from './20261206_050000_payments_reconcile'
import * as migration_20261206_050000_shop_refund_lease from './20261206_050000_shop_refund_lease'
import * as migration_20261206_050000_verification_mails from './20261206_050000_verification_mails'
import * as migration_20261206_060000_booking_attempts from './20261206_060000_booking_attempts'
import * as migration_20261206_090000_staff_second_factor from './20261206_090000_staff_second_factor'
import * as migration_20261206_130000_booking_payment_plans from './20261206_130000_booking_payment_plans'
import * as migration_20261206_170000_hotel_engine_reservation_email from './20261206_170000_hotel_engine_reservation_email'
import * as migration_20261207_150000_hotel_engine_portuguese from './20261207_150000_hotel_engine_portuguese'

export const migrations = [
  {
    up: migration_20261121_195427_initial.up,
    down: migration_20261121_195427_initial.down,
    name: '20261121_195427_initial',
  },
  {
    up: migration_20261121_202902_customers.up,
    down: migration_20261121_202902_customers.down,
    name: '20261121_202902_customers',
  },
  {
    up: migration_20261121_203026_newsletter.up,
    down: migration_20261121_203026_newsletter.down,
    name: '20261121_203026_newsletter',
  },
  {
    up: migration_20261121_210000_hotel_engine.up,
    down: migration_20261121_210000_hotel_engine.down,
    name: '20261121_210000_hotel_engine',
  },
  {
    up: migration_20261121_223500_booking_mails.up,
    down: migration_20261121_223500_booking_mails.down,
    name: '20261121_223500_booking_mails',
  },
  {
    up: migration_20261121_223542_shop_catalog.up,
    down: migration_20261121_223542_shop_catalog.down,
    name: '20261121_223542_shop_catalog',
  },
  {
    up: migration_20261121_230000_shop.up,
    down: migration_20261121_230000_shop.down,
    name: '20261121_230000_shop',
  },
  {
    up: migration_20261121_231000_hotel_engine_min_prices.up,
    down: migration_20261121_231000_hotel_engine_min_prices.down,
    name: '20261121_231000_hotel_engine_min_prices',
  },
  {
    up: migration_20261121_235000_payments.up,
    down: migration_20261121_235000_payments.down,
    name: '20261121_235000_payments',
  },
  {
    up: migration_20261122_014000_shop_refunds.up,
    down: migration_20261122_014000_shop_refunds.down,
    name: '20261122_014000_shop_refunds',
  },
  {
    up: migration_20261122_020000_hotel_engine_ari_versions.up,
    down: migration_20261122_020000_hotel_engine_ari_versions.down,
    name: '20261122_020000_hotel_engine_ari_versions',
  },
  {
    up: migration_20261124_080000_hotel_refunds.up,
    down: migration_20261124_080000_hotel_refunds.down,
    name: '20261124_080000_hotel_refunds',
  },
  {
    up: migration_20261124_081000_rate_limits.up,
    down: migration_20261124_081000_rate_limits.down,
    name: '20261124_081000_rate_limits',
  },
  {
    up: migration_20261124_090000_payments_capture_owed.up,
    down: migration_20261124_090000_payments_capture_owed.down,
    name: '20261124_090000_payments_capture_owed',
  },
  {
    up: migration_20261124_160000_shop_order_mails.up,
    down: migration_20261124_160000_shop_order_mails.down,
    name: '20261124_160000_shop_order_mails',
  },
  {
    up: migration_20261125_153347_media_storage_fields.up,
    down: migration_20261125_153347_media_storage_fields.down,
    name: '20261125_153347_media_storage_fields',
  },
  {
    up: migration_20261125_183847_pt_locale.up,
    down: migration_20261125_183847_pt_locale.down,
    name: '20261125_183847_pt_locale',
  },
  {
    up: migration_20261125_190000_hotel_engine_tax_rules.up,
    down: migration_20261125_190000_hotel_engine_tax_rules.down,
    name: '20261125_190000_hotel_engine_tax_rules',
  },
  {
    up: migration_20261125_193407_hotel_taxes.up,
    down: migration_20261125_193407_hotel_taxes.down,
    name: '20261125_193407_hotel_taxes',
  },
  {
    up: migration_20261125_194539_audit_log.up,
    down: migration_20261125_194539_audit_log.down,
    name: '20261125_194539_audit_log',
  },
  {
    up: migration_20261125_213035_banner_drafts.up,
    down: migration_20261125_213035_banner_drafts.down,
    name: '20261125_213035_banner_drafts',
  },
  {
    up: migration_20261125_214234_page_rich_text.up,
    down: migration_20261125_214234_page_rich_text.down,
    name: '20261125_214234_page_rich_text',
  },
  {
    up: migration_20261125_214652_page_links.up,
    down: migration_20261125_214652_page_links.down,
    name: '20261125_214652_page_links',
  },
  {
    up: migration_20261125_220901_operations.up,
    down: migration_20261125_220901_operations.down,
    name: '20261125_220901_operations',
  },
  {
    up: migration_20261125_225821_admin_language.up,
    down: migration_20261125_225821_admin_language.down,
    name: '20261125_225821_admin_language',
  },
  {
    up: migration_20261126_010000_hotel_engine_covering_prices.up,
    down: migration_20261126_010000_hotel_engine_covering_prices.down,
    name: '20261126_010000_hotel_engine_covering_prices',
  },
  {
    up: migration_20261126_010949.up,
    down: migration_20261126_010949.down,
    name: '20261126_010949_room_types',
  },
  {
    up: migration_20261126_120000_booking_mail_sweep.up,
    down: migration_20261126_120000_booking_mail_sweep.down,
    name: '20261126_120000_booking_mail_sweep',
  },
  {
    up: migration_20261206_050000_payments_reconcile.up,
    down: migration_20261206_050000_payments_reconcile.down,
    name: '20261206_050000_payments_reconcile',
  },
  {
    up: migration_20261206_050000_shop_refund_lease.up,
    down: migration_20261206_050000_shop_refund_lease.down,
    name: '20261206_050000_shop_refund_lease',
  },
  {
    up: migration_20261206_050000_verification_mails.up,
    down: migration_20261206_050000_verification_mails.down,
    name: '20261206_050000_verification_mails',
  },
  {
    up: migration_20261206_060000_booking_attempts.up,
    down: migration_20261206_060000_booking_attempts.down,
    name: '20261206_060000_booking_attempts',
  },
  {
    up: migration_20261206_090000_staff_second_factor.up,
    down: migration_20261206_090000_staff_second_factor.down,
    name: '20261206_090000_staff_second_factor',
  },
  {
    up: migration_20261206_130000_booking_payment_plans.up,
    down: migration_20261206_130000_booking_payment_plans.down,
    name: '20261206_130000_booking_payment_plans',
  },
  {
    up: migration_20261206_170000_hotel_engine_reservation_email.up,
    down: migration_20261206_170000_hotel_engine_reservation_email.down,
    name: '20261206_170000_hotel_engine_reservation_email',
  },
  {
    up: migration_20261207_150000_hotel_engine_portuguese.up,
    down: migration_20261207_150000_hotel_engine_portuguese.down,
    name: '20261207_150000_hotel_engine_portuguese',
  },
]
