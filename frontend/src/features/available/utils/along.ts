import type { Place } from '@/types/api';
import type { MapPlace } from '@/types/route-map';

/** MAX_ALSO_ON is how many later days of a regular trip a result names at most (the server's bound). */
export const MAX_ALSO_ON = 6;

/** placeOnMap is a searched city as the route map draws it. */
export const placeOnMap = (p: Place): MapPlace => ({ city: p.nameEn, cityUk: p.nameUk, lat: p.lat, lng: p.lng });
