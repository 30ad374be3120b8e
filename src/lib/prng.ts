/**
 * mulberry32: a small seeded pseudo-random generator, for what must come out the same from the same
 * seed: the suites that replay a run (tests/int/payments-crash.int.test.ts, tests/security/fuzz.test.ts,
 * tests/int/hotel-engine-wire.int.test.ts) and the seed's demo art (seed/art/scenes.ts). Not for secrets.
 * @returns a function giving numbers in [0, 1)
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
