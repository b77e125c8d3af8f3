// Colours are written down once, in the design tokens (packages/tokens/src/tokens.css): the web app and
// the console name a token (`var(--brand)`, `fill="var(--brand)"`, a `*-tokens.ts` file where a canvas needs real
// values). This fails, with file:line, on any hex colour, rgb()/rgba()/hsl()/hsla() of literal numbers, or named
// colour (white, red…; transparent, currentColor and inherit are not colours) in their non-test CSS and TS files,
// and on a gradient between one token and itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (p) => relative(root, p).split(sep).join('/');

/** Token files: the one place a literal belongs. */
const isTokenFile = (path) => /(^|\/)tokens\.css$|-tokens\.ts$/.test(path) || path.startsWith('packages/tokens/');
const isTest = (path) => /\.test\.tsx?$|\/test\//.test(path);

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(css|ts|tsx)$/.test(entry)) yield path;
  }
}

// CSS's named colours (CSS Color 4), without transparent and currentColor.
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod
darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon
darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey
dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey
honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral
lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue
lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise
mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered
orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
whitesmoke yellow yellowgreen`.split(/\s+/);

// `#rgb`…`#rrggbbaa`, and `0xrrggbb` as three.js takes them.
const hex = /(?<![\w&/-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b0x[0-9a-f]{6}\b/i;
const numericFunction = /\b(?:rgba?|hsla?)\(\s*[\d.][^)]*\)?/i;
const named = new RegExp(`(?<![\\w$.-])(?:${NAMED.join('|')})(?![\\w-])`, 'i');

/** Comments blanked out (newlines kept, so line numbers hold). */
const withoutComments = (text, css) =>
  text.replace(css ? /\/\*[\s\S]*?\*\//g : /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (c) =>
    c.replace(/[^\n]/g, ' '),
  );

/**
 * Where a word like "white" is a colour: a CSS declaration's value, or in code a string given to a colour-like
 * name, anywhere after it on the line (`color={bad ? 'red' : 'green'}`, `fillStyle = 'white'`, `border: '1px solid
 * red'`). Elsewhere it is a word: a sentence, a car's colour, a kind of painted line.
 */
const colourProp = /(?:color|fill|stroke|background|border|shadow|outline)\w*\s*[:=]/i;
const valuesOf = (line, css) => {
  if (css) return [...line.matchAll(/:\s*([^;{}]+)(?:;|$)/g)].map((m) => m[1]);
  const at = line.search(colourProp);
  if (at < 0) return [];
  const rest = line.slice(at);
  // A string compared with (`kind === 'white'`) names a value, not a colour.
  return [...rest.matchAll(/(['"`])((?:(?!\1).)*)\1/g)]
    .filter((m) => !/[=!]==?\s*$/.test(rest.slice(0, m.index)))
    .map((m) => m[2]);
};

/** A gradient whose stops all name the same token is a flat colour: what replacing two shades with one leaves. */
const flatGradient = (line) =>
  [...line.matchAll(/gradient\(([^;]*)\)/g)].some((m) => {
    const stops = [...m[1].matchAll(/var\((--[\w-]+)\)/g)].map((v) => v[1]);
    return stops.length > 1 && new Set(stops).size === 1;
  });

const problems = [];
for (const base of ['apps/web/src', 'apps/admin/src']) {
  for (const file of files(join(root, base))) {
    const path = rel(file);
    if (isTest(path) || isTokenFile(path)) continue;
    const css = path.endsWith('.css');
    const lines = withoutComments(readFileSync(file, 'utf8'), css).split('\n');
    lines.forEach((line, i) => {
      const found =
        line.match(hex)?.[0] ??
        line.match(numericFunction)?.[0] ??
        valuesOf(line, css)
          .map((value) => value.match(named)?.[0])
          .find(Boolean);
      if (found) problems.push(`${path}:${i + 1} ${found.trim()}`);
      else if (flatGradient(line)) problems.push(`${path}:${i + 1} a gradient between one token and itself`);
    });
  }
}

if (problems.length) {
  console.error(
    `Colour literals outside the design tokens (${problems.length}); name a token instead:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.info('colours: ok');
