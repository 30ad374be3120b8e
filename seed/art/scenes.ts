/**
 * Demo imagery made for this project (issue #19 item 2): flat, layered illustrations in the brand
 * palette (docs/design.md), drawn as SVG here and rasterised by sharp when the seed runs — no file is
 * fetched from anywhere. Editors replace them with photographs in the admin (Media).
 *
 * Every scene is 1600 × 1000 px; `variant` shifts colours and composition deterministically so that
 * images of one kind differ (a room type's gallery, two parks by the sea).
 */
import sharp from 'sharp'
import { prng } from '../../src/lib/prng'

export const ART_WIDTH = 1600
export const ART_HEIGHT = 1000

/** The palette: the tokens' sand, terracotta, gold and night, with the Caribbean's sea and jungle. */
const P = {
  sand: '#efe6d8',
  sandDeep: '#e2cfb1',
  paper: '#fbf8f3',
  terracotta: '#8a3b12',
  clay: '#c0673a',
  gold: '#b08d57',
  sun: '#f2b25c',
  peach: '#f6c9a0',
  dusk: '#e49a7d',
  night: '#24201c',
  navy: '#17304a',
  sea: '#1b7f79',
  seaDeep: '#125a63',
  lagoon: '#3fb8af',
  foam: '#bfe8e2',
  jungle: '#2f5d3a',
  leaf: '#4f7f4a',
  moss: '#7da35f',
  stone: '#b9ad9b',
  white: '#ffffff',
}

type Svg = string

const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${defs}</defs>${body}</svg>`

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`

const sky = (top: string, bottom: string) => ({ defs: gradient('sky', [top, bottom]), body: `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/>` })

/** A wavy band from y to the bottom edge. */
function band(y: number, amp: number, color: string, r: () => number, opacity = 1): Svg {
  const n = 6
  const step = ART_WIDTH / n
  let d = `M0 ${y}`
  for (let i = 0; i < n; i++) d += ` Q${i * step + step / 2} ${y + (r() - 0.5) * 2 * amp} ${(i + 1) * step} ${y + (r() - 0.5) * amp}`
  return `<path d="${d} V${ART_HEIGHT} H0Z" fill="${color}" opacity="${opacity}"/>`
}

function palm(x: number, baseY: number, h: number, lean: number, color: string): Svg {
  const topX = x + lean
  const topY = baseY - h
  const trunk = `<path d="M${x - 9} ${baseY} Q${x + lean * 0.3} ${baseY - h * 0.55} ${topX - 4} ${topY} L${topX + 4} ${topY} Q${x + lean * 0.3 + 14} ${baseY - h * 0.55} ${x + 9} ${baseY}Z" fill="${color}"/>`
  const fronds = [-150, -115, -70, -30, 10, 45]
    .map((a) => {
      const rad = (a * Math.PI) / 180
      const len = h * 0.42
      const ex = topX + Math.cos(rad) * len
      const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.25
      const cx = topX + Math.cos(rad) * len * 0.5
      const cy = topY - len * 0.18
      return `<path d="M${topX} ${topY} Q${cx} ${cy} ${ex} ${ey} Q${cx} ${cy + 26} ${topX} ${topY + 6}Z" fill="${color}"/>`
    })
    .join('')
  return trunk + fronds
}

function hills(y: number, color: string, r: () => number, bumps = 9, amp = 70): Svg {
  const step = ART_WIDTH / bumps
  let d = `M0 ${y}`
  for (let i = 0; i < bumps; i++) d += ` Q${i * step + step / 2} ${y - amp * (0.5 + r())} ${(i + 1) * step} ${y - amp * 0.2 * r()}`
  return `<path d="${d} V${ART_HEIGHT} H0Z" fill="${color}"/>`
}

const sun = (cx: number, cy: number, rad: number, color = P.sun, glow = 0.25) =>
  `<circle cx="${cx}" cy="${cy}" r="${rad * 2.2}" fill="${color}" opacity="${glow}"/><circle cx="${cx}" cy="${cy}" r="${rad}" fill="${color}"/>`

const glints = (y0: number, y1: number, r: () => number, color = P.foam, n = 18) =>
  Array.from({ length: n }, () => {
    const x = r() * ART_WIDTH
    const y = y0 + r() * (y1 - y0)
    const w = 30 + r() * 90
    return `<rect x="${x}" y="${y}" width="${w}" height="4" rx="2" fill="${color}" opacity="${0.35 + r() * 0.4}"/>`
  }).join('')

/** The Caribbean at sunrise: sky, sun, sea, a beach and palms. */
function beach(variant: number): Svg {
  const r = prng(11 + variant)
  const s = sky([P.peach, P.dusk, '#f3d9b8'][variant % 3], P.paper)
  const sunX = 1050 + variant * 90
  return svg(
    s.body +
      sun(sunX, 330, 95) +
      band(520, 12, P.seaDeep, r) +
      band(560, 16, P.sea, r) +
      glints(560, 700, r) +
      band(720, 40, P.sandDeep, r) +
      band(770, 30, P.sand, r) +
      palm(220, 800, 520, 80, P.night) +
      palm(330, 820, 430, 120, '#3a302a') +
      palm(1450, 800, 470, -90, P.night),
    s.defs,
  )
}

/** An all-fun-inclusive pool: turquoise water, loungers, palms. */
function pool(variant: number): Svg {
  const r = prng(23 + variant)
  const s = sky(['#f5d2a8', '#f2c39b', '#f7e2c4'][variant % 3], P.paper)
  const loungers = [0, 1, 2, 3]
    .map((i) => {
      const x = 200 + i * 300 + variant * 30
      return `<g><rect x="${x}" y="860" width="190" height="22" rx="10" fill="${P.white}"/><rect x="${x + 140}" y="820" width="60" height="50" rx="10" fill="${P.white}" transform="rotate(-25 ${x + 170} 845)"/><rect x="${x + 20}" y="880" width="10" height="40" fill="${P.stone}"/><rect x="${x + 160}" y="880" width="10" height="40" fill="${P.stone}"/></g>`
    })
    .join('')
  return svg(
    s.body +
      sun(300 + variant * 120, 260, 80, P.sun, 0.2) +
      hills(560, P.leaf, r, 8, 60) +
      `<rect x="0" y="560" width="${ART_WIDTH}" height="440" fill="${P.sand}"/>` +
      `<path d="M120 600 H1480 Q1540 600 1540 650 V790 Q1540 830 1480 830 H120 Q60 830 60 790 V650 Q60 600 120 600Z" fill="${P.lagoon}"/>` +
      `<path d="M140 630 H1460 V700 H140Z" fill="${P.foam}" opacity=".25"/>` +
      glints(640, 800, r, P.white, 22) +
      loungers +
      palm(1450, 600, 420, -60, P.jungle) +
      palm(90, 610, 380, 50, P.jungle),
    s.defs,
  )
}

/** The jungle: layered greens, a river or a trail. */
function jungle(variant: number): Svg {
  const r = prng(37 + variant)
  const s = sky(['#dfe9c9', '#cfe0c0', '#e8e6c4'][variant % 3], P.paper)
  const river = variant % 2 === 0
  return svg(
    s.body +
      sun(1250, 220, 70, P.sun, 0.2) +
      hills(430, P.moss, r, 7, 90) +
      hills(560, P.leaf, r, 9, 90) +
      hills(700, P.jungle, r, 11, 80) +
      (river
        ? `<path d="M620 1000 C700 880 860 860 800 760 C760 700 900 690 980 700 L1020 700 C940 720 860 740 900 800 C960 880 900 940 1000 1000Z" fill="${P.lagoon}"/>`
        : `<path d="M640 1000 C720 900 820 860 780 780 L820 780 C880 860 860 920 980 1000Z" fill="${P.sandDeep}"/>`) +
      palm(150, 1000, 600, 60, '#1f3d27') +
      palm(1480, 1000, 560, -70, '#1f3d27'),
    s.defs,
  )
}

/** A cenote: a round opening in the rock, a beam of light, deep blue water. */
function cenote(variant: number): Svg {
  const night = variant % 2 === 1
  const s = { defs: gradient('sky', night ? [P.night, '#1d2a33'] : ['#3b2f26', '#5a4a3b']), body: `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/>` }
  const light = night ? '#9fd3e6' : P.peach
  return svg(
    s.body +
      `<ellipse cx="800" cy="120" rx="260" ry="90" fill="${night ? '#33485a' : '#fbe3c2'}"/>` +
      `<path d="M560 120 L1040 120 L1200 760 L400 760Z" fill="${light}" opacity="${night ? 0.18 : 0.28}"/>` +
      `<path d="M0 0 H${ART_WIDTH} V260 Q1100 200 1040 120 Q800 40 560 120 Q500 200 0 260Z" fill="#2a211b"/>` +
      `<ellipse cx="800" cy="820" rx="760" ry="210" fill="${night ? '#0f3b4c' : P.seaDeep}"/>` +
      `<ellipse cx="800" cy="780" rx="420" ry="90" fill="${night ? '#2f7f93' : P.lagoon}" opacity=".7"/>` +
      `<path d="M700 260 q10 120 -8 220 M880 240 q-6 140 10 250 M790 230 q4 90 -4 190" stroke="${P.leaf}" stroke-width="10" fill="none"/>`,
    s.defs,
  )
}

/** The sea from a boat: a catamaran or a ferry on the Caribbean. */
function boat(variant: number): Svg {
  const r = prng(53 + variant)
  const s = sky(['#cfe7ee', '#f3d9b8'][variant % 2], P.paper)
  const catamaran =
    `<path d="M560 640 H1040 L1000 690 H600Z" fill="${P.white}"/><path d="M580 690 H1020 L990 712 H610Z" fill="${P.stone}"/>` +
    `<path d="M800 250 L800 630 L560 630Z" fill="${P.white}"/><path d="M812 300 L812 630 L990 630Z" fill="${P.sand}"/><rect x="796" y="240" width="8" height="400" fill="${P.night}"/>`
  const ferry =
    `<path d="M480 640 H1120 L1060 720 H540Z" fill="${P.white}"/><rect x="600" y="560" width="400" height="80" rx="8" fill="${P.white}"/><rect x="660" y="500" width="260" height="60" rx="8" fill="${P.paper}"/>` +
    `<rect x="620" y="585" width="360" height="20" fill="${P.navy}" opacity=".8"/><rect x="540" y="700" width="520" height="10" fill="${P.terracotta}"/>`
  return svg(
    s.body +
      sun(1300, 230, 70, P.sun, 0.2) +
      `<path d="M0 470 Q200 450 380 470 L380 520 H0Z" fill="${P.leaf}" opacity=".7"/>` +
      band(500, 6, P.sea, r) +
      glints(520, 980, r, P.foam, 28) +
      (variant % 2 === 0 ? catamaran : ferry) +
      band(760, 18, P.seaDeep, r, 0.5),
    s.defs,
  )
}

/** Under the sea: light rays, coral, fish (a reef, dolphins, rays). */
function reef(variant: number): Svg {
  const r = prng(67 + variant)
  const s = sky(['#5fc4c0', '#49a9c9', '#3fb8af'][variant % 3], P.seaDeep)
  const rays = [0, 1, 2, 3, 4].map((i) => `<path d="M${200 + i * 300} 0 L${280 + i * 300} 0 L${120 + i * 330} 1000 L${60 + i * 330} 1000Z" fill="${P.white}" opacity=".08"/>`).join('')
  const fish = Array.from({ length: 14 }, () => {
    const x = 150 + r() * 1300
    const y = 200 + r() * 450
    const k = 0.6 + r() * 0.8
    const c = [P.sun, P.clay, P.gold, P.white][Math.floor(r() * 4)]
    return `<g transform="translate(${x} ${y}) scale(${k})"><ellipse cx="0" cy="0" rx="38" ry="16" fill="${c}"/><path d="M34 0 L60 -16 L60 16Z" fill="${c}"/></g>`
  }).join('')
  const big =
    variant === 1 // dolphins
      ? `<path d="M420 460 C560 360 780 380 900 470 C820 440 700 450 640 500 C600 470 520 460 420 460Z" fill="#6b8fa3"/><path d="M640 420 L680 370 L700 430Z" fill="#6b8fa3"/><path d="M1000 560 C1120 480 1280 500 1360 570 C1300 550 1200 560 1150 600 C1110 580 1060 570 1000 560Z" fill="#6b8fa3"/>`
      : variant === 2 // a ray
        ? `<path d="M800 420 C900 380 1080 420 1180 520 C1060 500 960 520 900 560 L880 640 L860 560 C800 520 700 500 620 520 C680 440 740 420 800 420Z" fill="#3d5566"/>`
        : ''
  const coral = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const x = 80 + i * 230 + r() * 60
      const c = [P.clay, P.dusk, P.gold, P.terracotta][i % 4]
      return `<path d="M${x} 1000 C${x - 30} 900 ${x + 10} 860 ${x - 20} 800 M${x} 1000 C${x + 30} 900 ${x + 60} 880 ${x + 50} 820" stroke="${c}" stroke-width="18" stroke-linecap="round" fill="none"/>`
    })
    .join('')
  return svg(s.body + rays + fish + big + band(900, 30, P.sandDeep, r) + coral, s.defs)
}

/** The great pyramid of Chichén Itzá at sunrise. */
function pyramid(variant: number): Svg {
  const r = prng(79 + variant)
  const s = sky([P.dusk, P.peach][variant % 2], P.paper)
  const steps = Array.from({ length: 9 }, (_, i) => {
    const w = 900 - i * 80
    const y = 720 - i * 50
    return `<rect x="${800 - w / 2}" y="${y}" width="${w}" height="50" fill="${i % 2 ? P.stone : '#a89a86'}"/>`
  }).join('')
  return svg(
    s.body +
      sun(variant % 2 ? 1250 : 350, 300, 90) +
      hills(760, P.leaf, r, 10, 40) +
      steps +
      `<rect x="700" y="230" width="200" height="70" fill="#a89a86"/><rect x="770" y="250" width="60" height="50" fill="${P.night}" opacity=".6"/>` +
      `<path d="M760 770 L840 770 L820 300 L780 300Z" fill="#8f826f"/>` +
      band(820, 20, P.jungle, r),
    s.defs,
  )
}

/** A night show: stars, a moon, lanterns over the water. */
function nightShow(variant: number): Svg {
  const r = prng(97 + variant)
  const s = sky([P.night, P.navy][variant % 2], '#3a2f4a')
  const stars = Array.from({ length: 90 }, () => `<circle cx="${r() * ART_WIDTH}" cy="${r() * 520}" r="${1 + r() * 2.4}" fill="${P.white}" opacity="${0.4 + r() * 0.6}"/>`).join('')
  const lanterns = Array.from({ length: 16 }, () => `<circle cx="${r() * ART_WIDTH}" cy="${560 + r() * 260}" r="${6 + r() * 10}" fill="${P.sun}" opacity="${0.55 + r() * 0.4}"/>`).join('')
  return svg(s.body + stars + `<circle cx="1260" cy="200" r="70" fill="${P.sand}"/>` + hills(600, '#1a1714', r, 8, 60) + band(700, 10, '#1d3140', r) + lanterns, s.defs)
}

/** A zip-line or kayak day in the jungle. */
function adventure(variant: number): Svg {
  const r = prng(109 + variant)
  const s = sky('#d8e8d0', P.paper)
  const zip = `<path d="M0 220 L1600 520" stroke="${P.night}" stroke-width="5"/><g transform="translate(760 360) rotate(11)"><rect x="-4" y="0" width="8" height="70" fill="${P.night}"/><circle cx="0" cy="90" r="22" fill="${P.clay}"/><rect x="-22" y="110" width="44" height="90" rx="16" fill="${P.terracotta}"/></g>`
  const kayak = `<path d="M520 760 Q800 820 1080 760 Q800 790 520 760Z" fill="${P.clay}"/><circle cx="800" cy="720" r="22" fill="${P.night}"/><path d="M640 680 L960 800" stroke="${P.night}" stroke-width="8"/>`
  return svg(
    s.body +
      hills(520, P.moss, r, 7, 100) +
      hills(640, P.leaf, r, 9, 90) +
      (variant % 2 ? `<rect x="0" y="720" width="${ART_WIDTH}" height="280" fill="${P.lagoon}"/>` + glints(740, 980, r) + kayak : hills(800, P.jungle, r, 10, 60) + zip),
    s.defs,
  )
}

/** A suite: warm walls, a window onto the view, a made bed, a lamp and a plant. */
function suite(variant: number, view: 'ocean' | 'garden' | 'pool' = 'ocean'): Svg {
  const r = prng(131 + variant)
  const wall = ['#efe2cf', '#f3e8d8', '#e9dccb'][variant % 3]
  const viewBody =
    view === 'ocean'
      ? `<rect x="880" y="150" width="560" height="420" fill="#cfe7ee"/><rect x="880" y="390" width="560" height="180" fill="${P.sea}"/>${[0, 1, 2, 3].map((i) => `<rect x="${920 + r() * 380}" y="${420 + i * 36}" width="${40 + r() * 60}" height="4" rx="2" fill="${P.foam}" opacity=".6"/>`).join('')}`
      : view === 'pool'
        ? `<rect x="880" y="150" width="560" height="420" fill="#cfe7ee"/><rect x="880" y="420" width="560" height="150" fill="${P.lagoon}"/>`
        : `<rect x="880" y="150" width="560" height="420" fill="#dfe9c9"/><path d="M880 420 Q1000 320 1120 400 Q1260 300 1440 390 V570 H880Z" fill="${P.leaf}"/>`
  return svg(
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${wall}"/>` +
      viewBody +
      `<rect x="870" y="140" width="580" height="440" fill="none" stroke="${P.white}" stroke-width="20"/><rect x="1150" y="140" width="14" height="440" fill="${P.white}"/>` +
      `<path d="M820 120 H900 V640 H840 Z" fill="${P.sand}" opacity=".9"/><path d="M1500 120 H1420 V640 H1480Z" fill="${P.sand}" opacity=".9"/>` +
      `<rect x="0" y="760" width="${ART_WIDTH}" height="240" fill="#c9ab85"/>` +
      `<rect x="140" y="430" width="620" height="200" rx="18" fill="${P.terracotta}"/>` +
      `<rect x="110" y="600" width="680" height="190" rx="14" fill="${P.white}"/><rect x="110" y="680" width="680" height="110" rx="14" fill="${P.sand}"/>` +
      `<rect x="170" y="560" width="200" height="70" rx="30" fill="${P.paper}"/><rect x="400" y="560" width="200" height="70" rx="30" fill="${P.paper}"/>` +
      `<rect x="110" y="690" width="680" height="26" fill="${P.gold}" opacity=".7"/>` +
      `<rect x="130" y="790" width="20" height="40" fill="#7a5a3d"/><rect x="750" y="790" width="20" height="40" fill="#7a5a3d"/>` +
      `<rect x="40" y="640" width="60" height="120" fill="#7a5a3d"/><path d="M40 560 H100 L90 620 H50Z" fill="${P.sun}" opacity=".85"/><rect x="68" y="620" width="4" height="20" fill="${P.night}"/>` +
      `<rect x="1480" y="700" width="70" height="80" rx="8" fill="${P.clay}"/><path d="M1515 700 C1480 620 1500 560 1515 520 C1530 560 1560 620 1515 700Z" fill="${P.leaf}"/><path d="M1515 700 C1470 650 1450 600 1460 570 C1490 600 1510 650 1515 700Z" fill="${P.jungle}"/>`,
  )
}

/** A suite's bathroom: a free-standing tub, a mirror, towels. */
function bathroom(variant: number): Svg {
  const wall = ['#e9e2d6', '#efe6d8'][variant % 2]
  return svg(
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${wall}"/>` +
      `<rect x="0" y="720" width="${ART_WIDTH}" height="280" fill="${P.stone}"/>` +
      `<ellipse cx="1100" cy="260" rx="150" ry="190" fill="${P.gold}"/><ellipse cx="1100" cy="260" rx="130" ry="170" fill="#dfeef0"/>` +
      `<rect x="900" y="470" width="400" height="250" fill="#7a5a3d"/><rect x="880" y="450" width="440" height="30" rx="6" fill="${P.paper}"/>` +
      `<path d="M200 560 H760 Q760 780 560 780 H400 Q200 780 200 560Z" fill="${P.white}"/><rect x="190" y="545" width="580" height="30" rx="15" fill="${P.paper}"/>` +
      `<rect x="1380" y="300" width="120" height="300" rx="10" fill="${P.clay}"/><rect x="1380" y="300" width="120" height="40" fill="${P.terracotta}"/>` +
      `<path d="M560 220 C540 300 540 380 560 460" stroke="${P.leaf}" stroke-width="12" fill="none"/><path d="M560 260 C600 240 640 250 660 280 M560 330 C520 300 480 310 470 340" stroke="${P.leaf}" stroke-width="10" fill="none"/>`,
  )
}

/** A private terrace: a plunge pool or two chairs facing the view. */
function terrace(variant: number): Svg {
  const r = prng(149 + variant)
  const s = sky(['#f6c9a0', '#cfe7ee', '#f3d9b8'][variant % 3], P.paper)
  return svg(
    s.body +
      sun(1200, 300, 70, P.sun, 0.2) +
      band(520, 8, P.sea, r) +
      glints(530, 640, r) +
      `<rect x="0" y="640" width="${ART_WIDTH}" height="360" fill="${P.sandDeep}"/>` +
      (variant % 2 === 0
        ? `<rect x="700" y="700" width="760" height="200" rx="20" fill="${P.lagoon}"/><rect x="720" y="720" width="720" height="40" fill="${P.white}" opacity=".25"/>`
        : `<g fill="${P.terracotta}"><rect x="820" y="740" width="170" height="24" rx="8"/><rect x="1060" y="740" width="170" height="24" rx="8"/><rect x="960" y="700" width="40" height="110" rx="8"/></g>`) +
      `<rect x="0" y="600" width="${ART_WIDTH}" height="14" fill="${P.white}"/><g fill="${P.white}">${Array.from({ length: 17 }, (_, i) => `<rect x="${i * 100}" y="600" width="10" height="60"/>`).join('')}</g>` +
      palm(140, 700, 500, 60, P.jungle),
    s.defs,
  )
}

/** A table laid for dinner: plates, a candle, the sea at dusk. */
function dining(variant: number): Svg {
  const r = prng(163 + variant)
  const s = sky([P.dusk, '#c98a7a'][variant % 2], P.peach)
  return svg(
    s.body +
      sun(800, 420, 80, P.sun, 0.3) +
      band(460, 8, P.seaDeep, r) +
      glints(470, 600, r, P.sun, 14) +
      `<path d="M0 620 H${ART_WIDTH} V${ART_HEIGHT} H0Z" fill="${P.paper}"/><path d="M0 620 H${ART_WIDTH} V660 H0Z" fill="${P.sand}"/>` +
      `<ellipse cx="520" cy="800" rx="190" ry="70" fill="${P.white}"/><ellipse cx="520" cy="800" rx="120" ry="42" fill="${P.sand}"/><ellipse cx="520" cy="792" rx="70" ry="22" fill="${P.clay}"/>` +
      `<ellipse cx="1080" cy="800" rx="190" ry="70" fill="${P.white}"/><ellipse cx="1080" cy="800" rx="120" ry="42" fill="${P.sand}"/><ellipse cx="1080" cy="792" rx="70" ry="22" fill="${P.leaf}"/>` +
      `<rect x="790" y="640" width="20" height="110" fill="${P.paper}"/><path d="M800 600 C790 620 790 635 800 640 C810 635 810 620 800 600Z" fill="${P.sun}"/>` +
      `<path d="M700 700 L720 640 H760 L780 700Z" fill="${P.white}" opacity=".6"/><path d="M840 700 L860 640 H900 L920 700Z" fill="${P.white}" opacity=".6"/>`,
    s.defs,
  )
}

/** Stones and water for the spa. */
function spa(variant: number): Svg {
  const s = sky(['#e6efe9', '#efe6d8'][variant % 2], P.paper)
  return svg(
    s.body +
      `<rect x="0" y="600" width="${ART_WIDTH}" height="400" fill="#cfe3df"/><ellipse cx="800" cy="760" rx="520" ry="60" fill="${P.white}" opacity=".35"/>` +
      `<ellipse cx="800" cy="690" rx="240" ry="70" fill="#6d625a"/><ellipse cx="800" cy="590" rx="190" ry="58" fill="#8d857b"/><ellipse cx="800" cy="500" rx="140" ry="46" fill="#a89a86"/><ellipse cx="800" cy="425" rx="90" ry="32" fill="${P.stone}"/>` +
      `<path d="M1100 600 C1080 480 1120 380 1180 330 M1180 330 C1230 360 1260 420 1250 470 M1180 330 C1130 340 1100 380 1100 420" stroke="${P.leaf}" stroke-width="14" fill="none"/>` +
      `<circle cx="420" cy="540" r="26" fill="${P.white}"/><circle cx="380" cy="560" r="26" fill="${P.white}"/><circle cx="400" cy="520" r="26" fill="${P.white}"/><circle cx="400" cy="544" r="10" fill="${P.sun}"/>`,
    s.defs,
  )
}

/** A wedding arch on the beach at dusk, or a terrace set for an event. */
function celebration(variant: number): Svg {
  const r = prng(181 + variant)
  const s = sky([P.dusk, '#f0b89a'][variant % 2], P.paper)
  const arch = `<path d="M620 820 V420 Q800 260 980 420 V820" stroke="${P.white}" stroke-width="26" fill="none"/>${Array.from({ length: 12 }, (_, i) => `<circle cx="${640 + i * 30}" cy="${410 - Math.sin((i / 11) * Math.PI) * 140}" r="${16 + r() * 10}" fill="${[P.white, P.peach, P.dusk][i % 3]}"/>`).join('')}`
  const chairs = Array.from({ length: 8 }, (_, i) => `<rect x="${180 + (i % 4) * 110 + (i >= 4 ? 800 : 0)}" y="870" width="70" height="70" rx="8" fill="${P.white}"/>`).join('')
  const tables = Array.from(
    { length: 5 },
    (_, i) => `<ellipse cx="${220 + i * 290}" cy="820" rx="110" ry="34" fill="${P.white}"/><rect x="${212 + i * 290}" y="820" width="16" height="80" fill="${P.stone}"/>`,
  ).join('')
  return svg(s.body + sun(800, 430, 90, P.sun, 0.3) + band(560, 10, P.sea, r) + glints(570, 680, r, P.sun) + band(700, 20, P.sand, r) + (variant % 2 ? tables : arch + chairs), s.defs)
}

/** A villa (casa) among palms: white walls, terracotta roof. */
function villa(variant: number): Svg {
  const r = prng(197 + variant)
  const s = sky(['#cfe7ee', '#f3d9b8'][variant % 2], P.paper)
  return svg(
    s.body +
      sun(1300, 220, 70, P.sun, 0.2) +
      hills(600, P.leaf, r, 8, 70) +
      `<rect x="420" y="420" width="760" height="300" fill="${P.white}"/><path d="M380 430 L800 250 L1220 430Z" fill="${P.terracotta}"/>` +
      `<rect x="520" y="500" width="120" height="160" fill="${P.sea}" opacity=".6"/><rect x="740" y="520" width="120" height="200" fill="#7a5a3d"/><rect x="960" y="500" width="120" height="160" fill="${P.sea}" opacity=".6"/>` +
      `<rect x="0" y="720" width="${ART_WIDTH}" height="280" fill="${P.sand}"/><rect x="300" y="800" width="1000" height="120" rx="16" fill="${P.lagoon}"/>` +
      palm(250, 760, 480, 50, P.jungle) +
      palm(1380, 760, 520, -60, P.jungle),
    s.defs,
  )
}

/** Small still lifes for the add-ons: a shuttle van, a plate, a camera. */
function addOn(kind: 'transport' | 'food' | 'photo'): Svg {
  const s = sky(P.sand, P.paper)
  const body =
    kind === 'transport'
      ? `<rect x="360" y="420" width="880" height="300" rx="60" fill="${P.white}"/><rect x="360" y="560" width="880" height="30" fill="${P.terracotta}"/><rect x="440" y="450" width="560" height="100" rx="16" fill="#cfe7ee"/><rect x="1040" y="450" width="150" height="100" rx="16" fill="#cfe7ee"/><circle cx="540" cy="730" r="64" fill="${P.night}"/><circle cx="1060" cy="730" r="64" fill="${P.night}"/>`
      : kind === 'food'
        ? `<ellipse cx="800" cy="620" rx="420" ry="160" fill="${P.white}"/><ellipse cx="800" cy="610" rx="300" ry="110" fill="${P.sand}"/><ellipse cx="720" cy="590" rx="110" ry="50" fill="${P.clay}"/><ellipse cx="890" cy="600" rx="100" ry="44" fill="${P.leaf}"/><circle cx="820" cy="560" r="30" fill="${P.sun}"/>`
        : `<rect x="480" y="380" width="640" height="380" rx="40" fill="${P.night}"/><rect x="580" y="330" width="200" height="70" rx="14" fill="${P.night}"/><circle cx="800" cy="570" r="140" fill="#3d3731"/><circle cx="800" cy="570" r="96" fill="${P.seaDeep}"/><circle cx="770" cy="540" r="24" fill="${P.foam}" opacity=".7"/><circle cx="1040" cy="440" r="22" fill="${P.sun}"/>`
  return svg(s.body + `<ellipse cx="800" cy="820" rx="560" ry="40" fill="${P.sandDeep}"/>` + body, s.defs)
}

export type Scene =
  | 'beach'
  | 'pool'
  | 'jungle'
  | 'cenote'
  | 'boat'
  | 'reef'
  | 'pyramid'
  | 'night-show'
  | 'adventure'
  | 'suite-ocean'
  | 'suite-garden'
  | 'suite-pool'
  | 'bathroom'
  | 'terrace'
  | 'dining'
  | 'spa'
  | 'celebration'
  | 'villa'
  | 'addon-transport'
  | 'addon-food'
  | 'addon-photo'

/** The SVG markup of `scene` (1600 × 1000). */
export function sceneSvg(scene: Scene, variant = 0): string {
  switch (scene) {
    case 'beach':
      return beach(variant)
    case 'pool':
      return pool(variant)
    case 'jungle':
      return jungle(variant)
    case 'cenote':
      return cenote(variant)
    case 'boat':
      return boat(variant)
    case 'reef':
      return reef(variant)
    case 'pyramid':
      return pyramid(variant)
    case 'night-show':
      return nightShow(variant)
    case 'adventure':
      return adventure(variant)
    case 'suite-ocean':
      return suite(variant, 'ocean')
    case 'suite-garden':
      return suite(variant, 'garden')
    case 'suite-pool':
      return suite(variant, 'pool')
    case 'bathroom':
      return bathroom(variant)
    case 'terrace':
      return terrace(variant)
    case 'dining':
      return dining(variant)
    case 'spa':
      return spa(variant)
    case 'celebration':
      return celebration(variant)
    case 'villa':
      return villa(variant)
    case 'addon-transport':
      return addOn('transport')
    case 'addon-food':
      return addOn('food')
    case 'addon-photo':
      return addOn('photo')
  }
}

/**
 * `scene` rasterised to a WebP (1600 × 1000, quality 82) by sharp, for Payload's Media upload, which
 * then makes its thumbnail, card and hero sizes.
 */
export async function renderScene(scene: Scene, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, variant)))
    .webp({ quality: 82 })
    .toBuffer()
}
