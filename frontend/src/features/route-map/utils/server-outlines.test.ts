/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import outlines from 'virtual:region-outlines';
import { expect, test } from 'vitest';

/**
 * The server draws its share previews (server/share) on the outlines this map draws: the same cropped Natural
 * Earth countries, as rings of [lng, lat] to 0.01°. UPDATE_OUTLINES=1 writes them afresh.
 */
const FILE = resolve(process.cwd(), '../server/share/outlines.json'); // vitest runs in frontend/

function serverOutlines() {
  const round = (v: number) => Math.round(v * 100) / 100;
  const countries = (feature(outlines, outlines.objects.countries).features as Feature<Polygon | MultiPolygon>[]).map(
    (f) => {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      const rings = polygons
        .flat()
        .map((ring) =>
          ring
            .map(([lng, lat]) => [round(lng), round(lat)])
            .filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]),
        );
      return { id: String(f.id), rings: rings.filter((r) => r.length >= 4) };
    },
  );
  return `${JSON.stringify({ source: 'Natural Earth 1:50m country outlines (world-atlas), as the route map crops them', countries })}\n`;
}

test("the server's outlines are the route map's", () => {
  const fresh = serverOutlines();
  if (process.env.UPDATE_OUTLINES) writeFileSync(FILE, fresh);
  expect(readFileSync(FILE, 'utf8') === fresh, 'run UPDATE_OUTLINES=1 npx vitest run server-outlines').toBe(true);
});
