// Where the map writes each space's name (issue 15: legible at full view on a laptop, and at
// 1024×768 where central Europe is crowded). Computed from the map data only: the spaces'
// positions and marker sizes, the names' lengths, the sea zones' names, and the symbols'
// scale. Names are drawn above every marker and unit chip (EuropeMap's label layer), so
// the placement only has to keep them off each other and off the markers and chips.
import type { SeaZoneId, SpaceId } from '../../games/his/data/map.ts';
import { SEA_ZONE_IDS, SPACES, SPACE_IDS } from '../../games/his/data/map.ts';
import { LABEL_SIZE, SEA_XY, SPACE_XY, markerRadius } from './geo.ts';

export type LabelSide = 'right' | 'left' | 'above' | 'below' | 'aboveRight' | 'aboveLeft' | 'belowRight' | 'belowLeft';

export interface LabelSpot {
  side: LabelSide;
  /** The text's anchor point relative to the marker (symbol units) and its baseline. */
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  /** Written at SMALL_LABEL of the usual size: the full size would cover another name. */
  small?: boolean;
  /** Left out: it would cover a name placed before it (the space's tooltip still names it). */
  hidden?: boolean;
}

/** A crowded name's size, as a share of the usual one. */
export const SMALL_LABEL = 0.8;
/** Sea zone names' font size (symbol units), as the stylesheet draws them. */
const SEA_LABEL_SIZE = 13;
/** Where a marker's unit chips are (symbol units below its centre: EuropeMap's UnitChips). */
const CHIP_TOP = 1.5;
const CHIP_HEIGHT = 13;
/** How much a name may cover (in symbol units²) before it counts as covering: an antialiasing sliver. */
const SLIVER = 2;
/** How much of another marker (symbol units²; a key's is about 180) a minor name may cover. */
const HIDES_MARKER = 30;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function moved(box: Box, x: number, y: number, scale: number): Box {
  return { x0: x + box.x0 * scale, y0: y + box.y0 * scale, x1: x + box.x1 * scale, y1: y + box.y1 * scale };
}

/** The text's box from its anchor point, baseline and width (symbol units). */
function textBox(x: number, y: number, anchor: LabelSpot['anchor'], w: number, size: number): Box {
  const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
  return { x0, y0: y - size * 0.8, x1: x0 + w, y1: y + size * 0.2 };
}

/** A name's width: bold names of fortified spaces are a little wider per letter. */
function textWidth(name: string, size: number, bold: boolean): number {
  return name.length * size * (bold ? 0.58 : 0.52) + 2;
}

/** The places a name may go around a marker of radius `r` (with unit chips or not), the nearer to the right the better. */
function candidates(r: number, w: number, size: number, chips: boolean): { spot: LabelSpot; box: Box; penalty: number }[] {
  const mid = size * 0.36;
  const under = r + (chips ? CHIP_TOP + CHIP_HEIGHT + 1 : 2) + size * 0.8;
  const spots: [LabelSide, number, number, LabelSpot['anchor'], number][] = [
    ['right', r + 2, mid, 'start', 0],
    ['left', -r - 2, mid, 'end', 1],
    ['above', 0, -r - 3, 'middle', 2],
    ['aboveRight', r * 0.6, -r - 2, 'start', 2.5],
    ['aboveLeft', -r * 0.6, -r - 2, 'end', 3],
    ['below', 0, under, 'middle', 3],
    ['belowRight', r + 2, r + size * 0.8, 'start', 3.5],
    ['belowLeft', -r - 2, r + size * 0.8, 'end', 4],
    // Beside the marker but a half line up or down: room between two neighbours' names.
    ['right', r + 2, mid - size * 0.6, 'start', 1.5],
    ['right', r + 2, mid + size * 0.6, 'start', 1.5],
    ['left', -r - 2, mid - size * 0.6, 'end', 2],
    ['left', -r - 2, mid + size * 0.6, 'end', 2],
  ];
  return spots.map(([side, x, y, anchor, penalty]) => ({ spot: { side, x, y, anchor }, box: textBox(x, y, anchor, w, size), penalty }));
}

/** How crowded a space is: the markers within a name's length of it. */
function crowding(id: SpaceId, reach: number): number {
  const [x, y] = SPACE_XY[id];
  return SPACE_IDS.filter((o) => o !== id && Math.hypot(SPACE_XY[o][0] - x, SPACE_XY[o][1] - y) < reach).length;
}

export interface LabelOptions {
  name(id: SpaceId): string;
  /** The symbols' scale on the map (map units per symbol unit). */
  scale?: number;
  /** Whether minor spaces' names are shown at all (legible at this zoom). */
  minor?: boolean;
  /** The sea zones' names, drawn at their zones: names keep off them. */
  seaName?(id: SeaZoneId): string;
  /** The width of the row of unit chips under a space (symbol units; 0: none). */
  chipWidth?(id: SpaceId): number;
}

/**
 * Where each space's name goes, chosen greedily so that names cover as few other names,
 * markers and unit chips as possible: fortified spaces first, the most crowded first. A
 * fortified space's name that would still cover a name is written smaller if that helps; a
 * minor space's name is written smaller or, if it still covers a name or much of a marker,
 * hidden (the map shows it once zoomed in), as are all minor names when `minor` is false.
 * Positions are relative to the marker, in symbol units.
 */
export function placeLabels({ name, scale = 1, minor = true, seaName, chipWidth }: LabelOptions): Record<SpaceId, LabelSpot> {
  const area = scale * scale;
  const markers = SPACE_IDS.map((id) => {
    const r = markerRadius(SPACES[id].type);
    const half = (chipWidth?.(id) ?? 0) / 2;
    const chips = half > 0 ? moved({ x0: -half, y0: r + CHIP_TOP, x1: half, y1: r + CHIP_TOP + CHIP_HEIGHT }, ...SPACE_XY[id], scale) : null;
    return { id, marker: moved({ x0: -r - 1, y0: -r - 1, x1: r + 1, y1: r + 1 }, ...SPACE_XY[id], scale), chips };
  });
  const seas: Box[] = [];
  if (seaName) {
    for (const id of SEA_ZONE_IDS) {
      const w = textWidth(seaName(id), SEA_LABEL_SIZE, false);
      seas.push(moved(textBox(0, 0, 'middle', w, SEA_LABEL_SIZE), ...SEA_XY[id], scale));
    }
  }
  /** The names placed so far. */
  const names = new Map<SpaceId, Box>();
  const big = (id: SpaceId) => SPACES[id].type !== 'unfortified';

  /** The best place for a name of this size, with what it would cover there. */
  const best = (id: SpaceId, size: number) => {
    const [x, y] = SPACE_XY[id];
    let pick = { spot: null as unknown as LabelSpot, box: null as unknown as Box, score: Infinity, covers: 0, hides: 0 };
    for (const c of candidates(markerRadius(SPACES[id].type), textWidth(name(id), size, big(id)), size, (chipWidth?.(id) ?? 0) > 0)) {
      const box = moved(c.box, x, y, scale);
      // Names are drawn over the markers: covering another space's marker costs most.
      let hides = 0;
      let chips = 0;
      for (const m of markers) {
        if (m.id !== id) hides += overlap(box, m.marker) / area;
        if (m.chips) chips += overlap(box, m.chips) / area;
      }
      let covers = 0;
      for (const b of seas) covers += overlap(box, b) / area;
      for (const [other, b] of names) if (other !== id) covers += overlap(box, b) / area;
      const score = c.penalty + hides * 5 + chips * 4 + covers * 4;
      if (score < pick.score) pick = { spot: c.spot, box, score, covers, hides };
    }
    return pick;
  };

  /** How much of the other names and the sea zones' names a placed name covers. */
  const covered = (id: SpaceId): number => {
    const box = names.get(id)!;
    let covers = 0;
    for (const b of seas) covers += overlap(box, b) / area;
    for (const [other, b] of names) if (other !== id) covers += overlap(box, b) / area;
    return covers;
  };

  const out = {} as Record<SpaceId, LabelSpot>;
  /** Place one name (again): full size, or smaller where that covers less. */
  const place = (id: SpaceId): { covers: number; hides: number } => {
    const size = big(id) ? LABEL_SIZE.major : LABEL_SIZE.minor;
    let pick = best(id, size);
    let small = false;
    if (pick.covers > SLIVER) {
      const smaller = best(id, size * SMALL_LABEL);
      if (smaller.covers < pick.covers) {
        pick = smaller;
        small = true;
      }
    }
    names.set(id, pick.box);
    out[id] = { ...pick.spot, ...(small ? { small } : {}) };
    return pick;
  };

  const crowd = new Map(SPACE_IDS.map((id) => [id, crowding(id, 60 * scale)]));
  const byCrowd = (a: SpaceId, b: SpaceId) => crowd.get(b)! - crowd.get(a)!;
  // Fortified spaces first, the most crowded first; then, while any still covers another
  // name, each of those is placed again among the rest (a few rounds settle it).
  const major = SPACE_IDS.filter(big).sort(byCrowd);
  for (const id of major) place(id);
  for (let round = 0; round < 4; round++) {
    const covering = major.filter((id) => covered(id) > SLIVER);
    if (covering.length === 0) break;
    for (const id of covering) place(id);
  }
  // A minor name that would cover a name, or much of another marker, waits for a closer zoom.
  for (const id of SPACE_IDS.filter((id) => !big(id)).sort(byCrowd)) {
    const pick = place(id);
    if (!minor || pick.covers > SLIVER || pick.hides > HIDES_MARKER) {
      names.delete(id);
      out[id] = { ...out[id], hidden: true };
    }
  }
  return out;
}
