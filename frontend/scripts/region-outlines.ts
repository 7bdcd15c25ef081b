import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Plugin } from 'vite';

/**
 * REGION is the part of the world the route maps draw in detail, [west, south, east, north] in degrees: Ukraine,
 * its neighbours and the nearer European capitals. A route that leaves it is still drawn, on fewer outlines.
 */
export const REGION = [10, 40, 50, 60] as const;

/** ID is the virtual module the map imports: Natural Earth 1:50m country outlines, cropped to REGION. */
const ID = 'virtual:region-outlines';

type Arc = [number, number][];
type Rings = number[][];
interface Geometry {
  type: string;
  id?: string;
  arcs?: Rings | Rings[];
}
interface Topology {
  type: 'Topology';
  transform: { scale: [number, number]; translate: [number, number] };
  objects: { countries: { type: 'GeometryCollection'; geometries: Geometry[] } };
  arcs: Arc[];
}

const arcIndex = (i: number) => (i < 0 ? ~i : i);
const polygonsOf = (g: Geometry): Rings[] =>
  g.type === 'Polygon' ? [g.arcs as Rings] : g.type === 'MultiPolygon' ? (g.arcs as Rings[]) : [];

/** Natural Earth's ISO 3166 numeric codes of the two countries, and a box around Crimea only. */
const UKRAINE = '804';
const RUSSIA = '643';
const CRIMEA = [32, 44, 37, 46.5];

/**
 * crimeaInUkraine draws Crimea as Ukraine's: Natural Earth's default outlines follow the line of control and put it
 * in Russia's outline. The polygons of Russia that lie wholly within the box around Crimea move to Ukraine.
 */
function crimeaInUkraine(geometries: Geometry[], points: (arc: number) => number[][]) {
  const [west, south, east, north] = CRIMEA;
  const inCrimea = (rings: Rings) =>
    rings.flat().every((arc) => points(arc).every(([x, y]) => x >= west && x <= east && y >= south && y <= north));
  const russia = geometries.find((g) => g.id === RUSSIA);
  const ukraine = geometries.find((g) => g.id === UKRAINE);
  if (!russia || !ukraine) throw new Error('region-outlines: Ukraine or Russia is missing from the outlines');
  const crimea = polygonsOf(russia).filter(inCrimea);
  if (crimea.length === 0) return geometries;
  return geometries.map((g) =>
    g === russia
      ? { ...g, type: 'MultiPolygon', arcs: polygonsOf(g).filter((p) => !crimea.includes(p)) }
      : g === ukraine
        ? { ...g, type: 'MultiPolygon', arcs: [...polygonsOf(g), ...crimea] }
        : g,
  );
}

/**
 * cropTopology keeps the polygons of countries that reach into the region, and only their arcs. Points of an arc
 * outside the region are thinned to one every few degrees: they are seldom on screen, and then only at its edge.
 * The arcs stay quantized and delta-encoded, as topojson-client reads them.
 */
export function cropTopology(world: Topology, [west, south, east, north]: readonly number[]): Topology {
  const [sx, sy] = world.transform.scale;
  const [tx, ty] = world.transform.translate;
  const absolute = world.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => [(x += dx), (y += dy)] as [number, number]);
  });
  const lng = (x: number) => x * sx + tx;
  const lat = (y: number) => y * sy + ty;
  const inside = ([x, y]: [number, number]) => lng(x) >= west && lng(x) <= east && lat(y) >= south && lat(y) <= north;
  const reaches = (ring: number[]) =>
    ring.some((i) =>
      absolute[arcIndex(i)].some(([x, y], k, arc) => inside([x, y]) || (k > 0 && crosses(arc[k - 1], [x, y]))),
    );
  // A long straight edge may cross the region without a point in it.
  const crosses = (a: [number, number], b: [number, number]) =>
    Math.min(lng(a[0]), lng(b[0])) <= east &&
    Math.max(lng(a[0]), lng(b[0])) >= west &&
    Math.min(lat(a[1]), lat(b[1])) <= north &&
    Math.max(lat(a[1]), lat(b[1])) >= south;

  const kept = crimeaInUkraine(world.objects.countries.geometries, (i) =>
    absolute[arcIndex(i)].map(([x, y]) => [lng(x), lat(y)]),
  )
    .map((g) => ({ id: g.id, polygons: polygonsOf(g).filter((rings) => rings.some(reaches)) }))
    .filter((g) => g.polygons.length > 0);
  const used = [...new Set(kept.flatMap((g) => g.polygons.flat(2).map(arcIndex)))].sort((a, b) => a - b);
  const renumber = new Map(used.map((old, i) => [old, i]));
  const remap = (i: number) => (i < 0 ? ~renumber.get(~i)! : renumber.get(i)!);

  const thin = (arc: Arc): Arc => {
    const out: Arc = [arc[0]];
    for (let k = 1; k < arc.length - 1; k++) {
      const last = out[out.length - 1];
      const far = Math.abs(lng(arc[k][0]) - lng(last[0])) >= 3 || Math.abs(lat(arc[k][1]) - lat(last[1])) >= 3;
      if (far || inside(arc[k]) || inside(arc[k - 1]) || inside(arc[k + 1])) out.push(arc[k]);
    }
    out.push(arc[arc.length - 1]);
    let px = 0;
    let py = 0;
    return out.map(([x, y]) => {
      const delta: [number, number] = [x - px, y - py];
      [px, py] = [x, y];
      return delta;
    });
  };

  return {
    type: 'Topology',
    transform: world.transform,
    objects: {
      countries: {
        type: 'GeometryCollection',
        geometries: kept.map(({ id, polygons }) => ({
          type: 'MultiPolygon',
          id,
          arcs: polygons.map((rings) => rings.map((ring) => ring.map(remap))),
        })),
      },
    },
    arcs: used.map((i) => thin(absolute[i])),
  };
}

/** regionOutlines serves `virtual:region-outlines`, cropped when the map's chunk is built (or tested). */
export function regionOutlines(): Plugin {
  return {
    name: 'ridepost:region-outlines',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
      const cropped = cropTopology(JSON.parse(readFileSync(file, 'utf8')) as Topology, REGION);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(cropped))});`;
    },
  };
}
