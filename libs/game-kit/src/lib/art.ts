/**
 * One picture of an icon set, as SVG markup drawn on a `width` × `height` grid (512 × 512 when
 * absent): `npm run icons` writes a package's pictures as a module of these. Plain data, so a
 * manifest may carry one (its lobby cover) and a rules entry stays free of UI code.
 */
export interface IconData {
  /** The SVG elements inside the picture's `<svg>`, filled with `currentColor`. */
  body: string;
  width?: number;
  height?: number;
}

/** How the lobby pictures a game before any of its code is loaded: a few emblems on its colours. */
export interface GameCover {
  /** One to three pictures, the first the largest. */
  art: IconData[];
  /** The cover's background, two CSS colours of a gradient, and the pictures' colour. */
  colors: { from: string; to: string; ink: string };
}
