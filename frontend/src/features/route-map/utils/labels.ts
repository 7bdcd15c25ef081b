/** LabelIn is a city's name to write beside its dot, at (x, y) on the map. */
export interface LabelIn {
  key: string;
  text: string;
  x: number;
  y: number;
  /** minor is a city that only helps find one's way (smaller type): it never crosses a line. */
  minor?: boolean;
}

/** Label is where a name is written: its baseline's anchor and which end of the text sits there. */
export interface Label {
  key: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The labels' type: 12 px, whose letters average about 6.8 px wide in Inter at weight 600 (minor: 10 px). */
const CHAR_WIDTH = 6.8;
const MINOR_CHAR_WIDTH = 5.6;
const HEIGHT = 13;
const GAP = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * placeLabels puts each name beside its dot — right, left, above or below, whichever first stays inside the map
 * and clear of the names already placed, of the dots and, where it can, of the lines (points along them, `avoid`)
 * — in the order given (most important first). A name with no room is left out, and a city's name is written
 * once: the text under the map names every city.
 */
export function placeLabels(items: LabelIn[], width: number, height: number, avoid: [number, number][] = []): Label[] {
  const dots: Box[] = items.map(({ x, y }) => ({ left: x - 5, top: y - 5, right: x + 5, bottom: y + 5 }));
  const lines: Box[] = avoid.map(([x, y]) => ({ left: x - 2, top: y - 2, right: x + 2, bottom: y + 2 }));
  const taken: Box[] = [];
  const placed: Label[] = [];
  for (const [i, item] of items.entries()) {
    // A parcel picked up where the ride starts is one city: one name.
    if (items.slice(0, i).some((o) => o.text === item.text && Math.hypot(o.x - item.x, o.y - item.y) < 1)) continue;
    const w = item.text.length * (item.minor ? MINOR_CHAR_WIDTH : CHAR_WIDTH);
    const { x, y } = item;
    // Toward the map's nearer edge first, so a name runs away from the route rather than across it.
    const sideways: Label['anchor'][] = x < width / 2 ? ['end', 'start'] : ['start', 'end'];
    const tries = [
      ...sideways.map((anchor) => ({ anchor, x: anchor === 'start' ? x + GAP : x - GAP, y: y + 4 })),
      { anchor: 'middle' as const, x, y: y - GAP - 2 },
      { anchor: 'middle' as const, x, y: y + GAP + HEIGHT - 2 },
    ];
    const fits = (box: Box, obstacles: Box[]) =>
      box.left >= 2 &&
      box.right <= width - 2 &&
      box.top >= 2 &&
      box.bottom <= height - 2 &&
      !obstacles.some((b) => overlaps(box, b));
    const boxes = tries.map((at) => {
      const left = at.anchor === 'start' ? at.x : at.anchor === 'end' ? at.x - w : at.x - w / 2;
      return { at, box: { left, top: at.y - HEIGHT + 2, right: left + w, bottom: at.y + 3 } };
    });
    // A minor city's dot is drawn only with its name, so it is in the way only once placed.
    const others = [...taken, ...dots.filter((_, k) => k !== i && !items[k].minor)];
    const chosen =
      boxes.find(({ box }) => fits(box, [...others, ...lines])) ??
      (item.minor ? undefined : boxes.find(({ box }) => fits(box, others)));
    if (!chosen) continue;
    taken.push(chosen.box, ...(item.minor ? [dots[i]] : []));
    placed.push({ key: item.key, text: item.text, x: chosen.at.x, y: chosen.at.y, anchor: chosen.at.anchor });
  }
  return placed;
}
