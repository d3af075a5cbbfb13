// The map's names (issue 15): at the scales of a laptop's and a 1024×768 window's full view,
// no two names written on the map overlap, every fortified space is named, and the crowded
// middle of Europe keeps most of its minor names. Boxes are measured here from what the
// map draws (anchor, baseline, font size), not taken from the placement's own arithmetic.
import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../../games/his/data/map.ts';
import { SPACES, SPACE_IDS } from '../../games/his/data/map.ts';
import { createTranslator, en, es } from '../../games/his/index.ts';
import { seaName, spaceName } from '../../games/his/i18n/render.ts';
import { LABEL_SIZE, SPACE_XY } from './geo.ts';
import type { LabelSpot } from './labels.ts';
import { SMALL_LABEL, placeLabels } from './labels.ts';

interface Box {
  id: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box of a name as the map draws it: bold names a little wider per letter. */
function drawn(id: SpaceId, spot: LabelSpot, name: string, scale: number): Box {
  const [x, y] = SPACE_XY[id];
  const bold = SPACES[id].type !== 'unfortified';
  const size = (bold ? LABEL_SIZE.major : LABEL_SIZE.minor) * (spot.small ? SMALL_LABEL : 1);
  const w = name.length * size * (bold ? 0.58 : 0.52);
  const left = spot.anchor === 'start' ? spot.x : spot.anchor === 'end' ? spot.x - w : spot.x - w / 2;
  return { id, x0: x + left * scale, x1: x + (left + w) * scale, y0: y + (spot.y - size * 0.75) * scale, y1: y + (spot.y + size * 0.15) * scale };
}

/** The pairs of names that overlap by more than a corner of two square pixels at this scale. */
function overlapping(boxes: Box[], scale: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (w > 0 && h > 0 && w * h > 2 * scale * scale) out.push(`${a.id}/${b.id}`);
    }
  return out;
}

describe('names on the map', () => {
  // Map units per symbol unit: about 1.0 at full view on a 1440×900 laptop, 1.3 at 1024×768.
  for (const [lang, catalogue] of [['en', en], ['es', es]] as const) {
    const t = createTranslator(catalogue, en);
    for (const scale of [1, 1.15, 1.3, 1.45]) {
      it(`${lang}, scale ${scale}: no two names overlap, and every fortified space is named`, () => {
        const name = (id: SpaceId) => spaceName(id, t);
        const labels = placeLabels({ name, scale, seaName: (id) => seaName(id, t) });
        const shown = SPACE_IDS.filter((id) => !labels[id].hidden);
        expect(overlapping(shown.map((id) => drawn(id, labels[id], name(id), scale)), scale)).toEqual([]);
        expect(SPACE_IDS.filter((id) => SPACES[id].type !== 'unfortified' && labels[id].hidden)).toEqual([]);
        // Most names stay: only the most crowded minor spaces wait for a closer zoom.
        expect(shown.length).toBeGreaterThan(SPACE_IDS.length * 0.85);
      });
    }
  }

  it('minor names are left out where they are not legible', () => {
    const labels = placeLabels({ name: (id) => id, scale: 1.3, minor: false });
    expect(SPACE_IDS.filter((id) => SPACES[id].type === 'unfortified' && !labels[id].hidden)).toEqual([]);
  });
});
