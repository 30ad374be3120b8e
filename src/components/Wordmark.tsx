/**
 * The Hotel Arte wordmark: outlined letters (Cormorant Garamond 600, SIL OFL 1.1, drawn once from
 * @fontsource/cormorant-garamond into paths, `wordmark.svg`: ink #1d1b19, the rules gold #b08d57), so
 * it never waits for a font and never wraps. An image of its own, not inline: the build serves it
 * under a hashed, immutable URL, so its 8 KB of path data is fetched once per visitor instead of
 * riding in every page's HTML and its RSC payload. `name` is its accessible name (the image's alt).
 */
import wordmark from './wordmark.svg'

export function Wordmark({ name, className }: { name: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a fixed-size vector: no optimizer, no srcset
  return <img src={(wordmark as { src: string }).src} alt={name} className={className} width={128} height={45} decoding="async" />
}
