// SVG path data at whole units. game-icons.net's pictures are drawn on a 512-unit square with
// three decimals per number; a card shows them at 20 to 200 pixels, where a unit is under half
// a pixel. Rounding every point to a whole unit halves their gzipped size. Relative commands are
// rewritten from the true positions, so rounding errors never add up along a path: every point
// lies within half a unit of where the artist put it.

/** One command of a path with its numbers, as written (relative or absolute). */
export interface Segment {
  command: string;
  numbers: number[];
}

const ARGUMENTS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Splits path data into its commands (a repeated command's numbers each make their own segment). */
export function parsePath(data: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  let command = '';
  const skip = () => {
    while (at < data.length && /[\s,]/.test(data[at]!)) at++;
  };
  const number = (flag: boolean): number => {
    skip();
    if (flag) {
      const char = data[at];
      if (char !== '0' && char !== '1') throw new Error(`path: an arc flag must be 0 or 1 at ${at}`);
      at++;
      return Number(char);
    }
    const match = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(data.slice(at));
    if (!match) throw new Error(`path: a number was expected at ${at} in "${data.slice(at, at + 20)}"`);
    at += match[0].length;
    return Number(match[0]);
  };
  for (;;) {
    skip();
    if (at >= data.length) break;
    const char = data[at]!;
    if (/[a-zA-Z]/.test(char)) {
      if (ARGUMENTS[char.toLowerCase()] === undefined) throw new Error(`path: unknown command ${char}`);
      command = char;
      at++;
    } else if (!command || command.toLowerCase() === 'z') {
      throw new Error(`path: numbers without a command at ${at}`);
    }
    const count = ARGUMENTS[command.toLowerCase()]!;
    const numbers: number[] = [];
    for (let i = 0; i < count; i++) numbers.push(number(command.toLowerCase() === 'a' && (i === 3 || i === 4)));
    segments.push({ command, numbers });
    // Numbers after a moveto's first pair are linetos of the same kind.
    if (command === 'm') command = 'l';
    else if (command === 'M') command = 'L';
    if (count === 0) command = '';
  }
  return segments;
}

/** Every segment in absolute terms (uppercase commands), with the points where the artist put them. */
export function absolute(segments: readonly Segment[]): Segment[] {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  return segments.map(({ command, numbers }) => {
    const relative = command === command.toLowerCase();
    const upper = command.toUpperCase();
    const n = [...numbers];
    const dx = relative ? x : 0;
    const dy = relative ? y : 0;
    switch (upper) {
      case 'Z':
        x = startX;
        y = startY;
        return { command: 'Z', numbers: [] };
      case 'H':
        n[0]! += dx;
        x = n[0]!;
        return { command: 'H', numbers: n };
      case 'V':
        n[0]! += dy;
        y = n[0]!;
        return { command: 'V', numbers: n };
      case 'A':
        n[5]! += dx;
        n[6]! += dy;
        [x, y] = [n[5]!, n[6]!];
        return { command: 'A', numbers: n };
      default:
        for (let i = 0; i < n.length; i += 2) {
          n[i]! += dx;
          n[i + 1]! += dy;
        }
        [x, y] = [n[n.length - 2]!, n[n.length - 1]!];
        if (upper === 'M') [startX, startY] = [x, y];
        return { command: upper, numbers: n };
    }
  });
}

/**
 * The path again, every point rounded to a whole unit (arc radii to a tenth), in the shorter
 * of its relative or absolute form per segment, with no separator a reader does not need.
 */
export function compactPath(data: string): string {
  const segments = absolute(parsePath(data));
  // The current point and subpath start as written out (rounded), which relative numbers count from.
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let out = '';
  let previous = '';
  // The last number written since the last command letter ('' right after a letter).
  let last = '';
  const round = (value: number, places = 0) => {
    const factor = 10 ** places;
    const rounded = Math.round(value * factor) / factor;
    return Object.is(rounded, -0) ? 0 : rounded;
  };
  const text = (value: number) => {
    const written = String(value);
    return written.startsWith('0.') ? written.slice(1) : written.startsWith('-0.') ? `-${written.slice(2)}` : written;
  };
  const letter = (command: string) => {
    out += command;
    previous = command;
    last = '';
  };
  const number = (value: string) => {
    // A separator only where the number would otherwise run into the one before it.
    if (last && !value.startsWith('-') && !(value.startsWith('.') && last.includes('.'))) out += ' ';
    out += value;
    last = value;
  };
  for (const { command, numbers } of segments) {
    if (command === 'Z') {
      letter('z');
      [x, y] = [startX, startY];
      continue;
    }
    let values: number[];
    switch (command) {
      case 'H':
      case 'V':
        values = [round(numbers[0]!)];
        break;
      case 'A':
        values = [round(numbers[0]!, 1), round(numbers[1]!, 1), round(numbers[2]!, 1), numbers[3]!, numbers[4]!, round(numbers[5]!), round(numbers[6]!)];
        break;
      default:
        values = numbers.map((value) => round(value));
    }
    // The same rounded points relative to the rounded current point (radii, angle and flags stay).
    const relative = values.map((value, i) => {
      if (command === 'H') return value - x;
      if (command === 'V') return value - y;
      if (command === 'A') return i === 5 ? value - x : i === 6 ? value - y : value;
      return i % 2 === 0 ? value - x : value - y;
    });
    const absoluteText = values.map(text);
    // Differences of whole numbers are whole; an arc's radii and angle keep their tenth.
    const relativeText = relative.map((value, i) => text(round(value, command === 'A' && i < 3 ? 1 : 0)));
    const useRelative = relativeText.join(' ').length <= absoluteText.join(' ').length;
    const written = useRelative ? command.toLowerCase() : command;
    // A repeated command need not be written again (after a moveto, its linetos continue it).
    const implied = written === previous || (previous === 'm' && written === 'l') || (previous === 'M' && written === 'L');
    if (!implied) letter(written);
    else previous = written;
    for (const value of useRelative ? relativeText : absoluteText) number(value);
    if (command === 'H') x = values[0]!;
    else if (command === 'V') y = values[0]!;
    else [x, y] = [values[values.length - 2]!, values[values.length - 1]!];
    if (command === 'M') [startX, startY] = [x, y];
  }
  return out;
}

/** Rounds the `d` of every path in an SVG body (game-icons' bodies are one or a few paths). */
export function compactBody(body: string): string {
  return body.replace(/ d="([^"]*)"/g, (_, data: string) => ` d="${compactPath(data)}"`);
}
