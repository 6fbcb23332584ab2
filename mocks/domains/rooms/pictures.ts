/** The room pictures of the rooms seed. */

/**
 * A room picture as a data: URL: the upload mock stores no files and answers uploads as data: URLs, so seeded
 * and uploaded images load the same way, offline too. Flat shapes only, to stay small in localStorage.
 */
function picture(wall: string, ...parts: string[]): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='400' viewBox='0 0 160 100'>` +
    `<rect width='160' height='100' fill='${wall}'/><rect y='76' width='160' height='24' fill='#8a6f55'/>` +
    `${parts.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const WINDOW = `<rect x='60' y='12' width='40' height='26' fill='#bfe3f5' stroke='#fff' stroke-width='2'/>`;
const bed = (x: number, w: number) =>
  `<rect x='${x}' y='46' width='5' height='32' fill='#6b4f3a'/>` +
  `<rect x='${x + 4}' y='58' width='${w}' height='18' rx='3' fill='#f4f1ea'/>` +
  `<rect x='${x + 7}' y='52' width='14' height='7' rx='3' fill='#fff'/>`;
const desk = (glow: string) =>
  `<rect y='6' width='160' height='2' fill='${glow}'/>` +
  `<rect x='98' y='58' width='56' height='4' fill='#2b2b2b'/><rect x='102' y='62' width='3' height='14' fill='#2b2b2b'/>` +
  `<rect x='146' y='62' width='3' height='14' fill='#2b2b2b'/>` +
  `<rect x='101' y='40' width='22' height='15' fill='#111' stroke='${glow}' stroke-width='1.5'/>` +
  `<rect x='128' y='40' width='22' height='15' fill='#111' stroke='${glow}' stroke-width='1.5'/>`;
const SOFA = `<rect x='100' y='52' width='50' height='10' rx='4' fill='#b5838d'/><rect x='100' y='60' width='50' height='14' rx='4' fill='#9d6b75'/>`;
const BATH =
  `<rect width='160' height='76' fill='#e3ebef'/><rect x='22' y='54' width='84' height='22' rx='11' fill='#fff' stroke='#c5d0d6'/>` +
  `<rect x='94' y='28' width='4' height='28' fill='#9fb0b8'/><rect x='118' y='18' width='26' height='32' rx='13' fill='#dff0f7' stroke='#9fb0b8'/>`;

export const IMG = {
  big: picture('#efe6d8', WINDOW, bed(16, 70)),
  twin: picture('#e9efe4', WINDOW, bed(10, 40), bed(62, 40)),
  triple: picture('#f1e9df', WINDOW, bed(6, 34), bed(52, 34), bed(98, 34)),
  esportsBig: picture('#26263a', bed(10, 66), desk('#8b5cf6')),
  esports2: picture('#1f2a3c', bed(6, 36), bed(46, 36), desk('#22d3ee')),
  esports3: picture('#2a1f33', bed(2, 28), bed(34, 28), bed(66, 28), desk('#f472b6')),
  suite: picture('#2b2a24', bed(8, 62), SOFA, `<rect y='6' width='160' height='2' fill='#fbbf24'/>`),
  courtyard: picture('#e7efe6', WINDOW, bed(8, 62), SOFA),
  bath: picture('#e3ebef', BATH),
};
