/**
 * Media uploads are raster images of bounded size: an SVG (script inside an
 * image served from our origin) or any other type is refused whatever its declared MIME type or file
 * name — the bytes decide (JPEG, PNG, GIF, WebP, AVIF signatures) — and files over
 * `MEDIA_MAX_BYTES` (10 MB) are refused. Runs before Payload stores or resizes anything.
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

/** The raster format of a file's first bytes, or null (SVG, HTML, PDF, anything else). */
export function rasterFormat(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif'
  return null
}

/** The collection hook: refuses a create/update whose uploaded file is not a raster image or too large (400). */
export const rasterOnly: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const file = req.file
  if (!file) return
  const size = file.size ?? file.data?.length ?? 0
  if (size > MEDIA_MAX_BYTES) throw new APIError(`The file is too large: at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`, 400, null, true)
  if (!file.data || !rasterFormat(file.data)) throw new APIError('Only raster images (JPEG, PNG, GIF, WebP, AVIF) can be uploaded; SVG and other files are refused.', 400, null, true)
}
