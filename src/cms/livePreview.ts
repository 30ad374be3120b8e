/**
 * Live preview in the admin: pages, banners and the sale popup are shown in the
 * real storefront layout, in the document's language (the admin's locale switch), at a phone's and a
 * desktop's size, with the draft as saved. The frame loads the storefront's preview entry
 * (`/{locale}/preview/?collection=…&id=…`), which admits signed-in staff only and turns on draft
 * mode; the page refreshes on every save (src/features/site/components/PreviewRefresh.tsx).
 */
import type { RootLivePreviewConfig } from 'payload'

/** The storefront preview entry of a document in an admin locale (`es`, `en`, `pt`), or null before its first save. */
export function previewPath(collection: string, id: unknown, locale: string | undefined): string | null {
  if (id == null || id === '') return null
  const lang = locale === 'en' || locale === 'pt' ? locale : 'es'
  return `/${lang}/preview/?collection=${encodeURIComponent(collection)}&id=${encodeURIComponent(String(id))}`
}

export const livePreview: RootLivePreviewConfig = {
  collections: ['pages', 'banners'],
  breakpoints: [
    { label: 'Phone (390 × 844)', name: 'phone', width: 390, height: 844 },
    { label: 'Desktop (1366 × 900)', name: 'desktop', width: 1366, height: 900 },
  ],
  url: ({ data, collectionConfig, locale }) => previewPath(collectionConfig?.slug ?? '', data?.id, locale?.code) ?? '',
}
